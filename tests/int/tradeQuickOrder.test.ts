import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { POST as addLine } from '@/app/api/v1/commerce/line_items/route'
import { PATCH as patchLine } from '@/app/api/v1/commerce/line_items/[id]/route'
import { PATCH as patchOrder } from '@/app/api/v1/commerce/orders/[id]/route'
import { POST as reorderRoute } from '@/app/api/v1/commerce/orders/[id]/reorder/route'
import { GET as current } from '@/app/api/v1/commerce/orders/current/route'
import { GET as products } from '@/app/api/v1/commerce/products/route'
import { POST as quickOrderRoute } from '@/app/api/v1/commerce/quick-order/route'
import { flushMail } from '@/server/jobs/queueMail'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { call } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { bearer, commerceToken, createTradeHouse, type TradeHouse } from '../support/trade'

type Headers = Record<string, string>
type Line = { id: number; full_code: string; quantity: number; amounts: { unit: number; total: number }; metadata: Record<string, unknown>; engraving: unknown }

// Issue 33: "Jewellery lines take a quantity (1 to 50, the maximum a setting), editable in the cart,
// and a line can be duplicated to change one option." "Quick order: in the shop, paste or type
// article numbers (one per line, or a CSV with quantity), parsed with the existing article-number
// rules into configured lines, each refused one named with its reason. Reorder: "order again" on a
// past order puts its lines in the cart, re-checked against today's catalogue and prices (what no
// longer exists is named, not silently dropped)."
describeDb('trade shop: pieces per line, duplicated lines, quick order and order again', () => {
  let payload: Payload
  let house: TradeHouse
  let munich: Headers
  let zurich: Headers
  let tokyo: Headers

  beforeAll(async () => {
    payload = await testPayload()
    house = await createTradeHouse(payload)
    const { users, stores } = house
    munich = bearer(await commerceToken(payload, users.jeweller, stores.munich, 'EUR'))
    zurich = bearer(await commerceToken(payload, users.manager, stores.zurich, 'CHF'))
    tokyo = bearer(await commerceToken(payload, users.tokyo, stores.tokyo, 'JPY'))
  })
  beforeEach(() => resetAllLimits())
  afterAll(() => flushMail())

  const add = (headers: Headers, body: unknown) => call(addLine, 'POST', '/api/v1/commerce/line_items/', body, headers)
  const patch = (headers: Headers, id: number, body: unknown) => call(patchLine, 'PATCH', `/api/v1/commerce/line_items/${id}/`, body, headers)
  const cart = (headers: Headers) => call(current, 'GET', '/api/v1/commerce/orders/current/?language=de', undefined, headers)
  const quick = (headers: Headers, text: unknown) => call(quickOrderRoute, 'POST', '/api/v1/commerce/quick-order/?language=de', { text }, headers)
  const reorder = (headers: Headers, id: number | string) =>
    call(reorderRoute, 'POST', `/api/v1/commerce/orders/${id}/reorder/?language=de`, undefined, headers)
  const setMaxPieces = (maxJewelleryPieces: number) =>
    payload.updateGlobal({ slug: 'trade-settings', data: { maxJewelleryPieces }, overrideAccess: true, depth: 0 })
  /** Empties a store's cart, so each test counts its own lines. */
  const emptyCart = async (headers: Headers) => {
    const { body } = await cart(headers)
    await payload.delete({ collection: 'order-lines', where: { order: { equals: body.id } }, overrideAccess: true })
  }
  const ring = (selection: Record<string, unknown> = {}, quantity = 1) => ({
    article_group_id: house.groups.ring.uuid,
    quantity,
    selection: { metalColor: 'WG', alloy: 'white_gold', length: 56, ...selection },
  })

  describe('the most pieces per jewellery line is a setting of the house', () => {
    it('is 50 by default, answered with the cart and the catalogue; lowered to 20, the server refuses 50 and 21 pieces', async () => {
      await emptyCart(munich)
      expect((await cart(munich)).body.max_jewellery_pieces).toBe(50)
      const fifty = await add(munich, ring({}, 50))
      expect(fifty.status).toBe(201)
      await setMaxPieces(20)
      try {
        // The one setting reaches every reader: the cart's pieces list, the order form, the add and the change.
        expect((await cart(munich)).body.max_jewellery_pieces).toBe(20)
        expect((await call(products, 'GET', '/api/v1/commerce/products/?language=de', undefined, munich)).body.max_jewellery_pieces).toBe(20)
        expect(await add(munich, ring({}, 50))).toMatchObject({ status: 400, body: { quantity: ['Ensure this value is less than or equal to 20.'] } })
        expect((await add(munich, ring({}, 20))).status).toBe(201)
        expect(await patch(munich, fifty.body.id, { quantity: 21 })).toMatchObject({
          status: 400,
          body: { quantity: ['Ensure this value is less than or equal to 20.'] },
        })
        expect((await patch(munich, fifty.body.id, { quantity: 20 })).status).toBe(200)
        const refused = await quick(munich, '10-1101-0560-1-WG;21')
        expect(refused.body.results).toEqual([expect.objectContaining({ ok: false, error_key: 'quantity-too-large' })])
        // A ring of the year keeps its one piece whatever the setting.
        expect(
          (await add(munich, { article_group_id: house.groups.ringOfTheYear.uuid, quantity: 2, selection: { metalColor: 'GW', length: 54 } })).status,
        ).toBe(400)
      } finally {
        await setMaxPieces(50)
      }
      expect((await add(munich, ring({}, 50))).status).toBe(201)
    })

    it('the admin keeps it a whole number from 1 to 200', async () => {
      await expect(setMaxPieces(0)).rejects.toThrow()
      await expect(setMaxPieces(201)).rejects.toThrow()
      await expect(setMaxPieces(2.5)).rejects.toThrow()
      const settings = await payload.findGlobal({ slug: 'trade-settings', overrideAccess: true })
      expect(settings.maxJewelleryPieces).toBe(50)
    })
  })

  describe('a duplicated line with one option changed', () => {
    const configured = {
      orderType: 'commission',
      endCustomerName: 'Anna Berger',
      engraving: 2,
      engravingText: 'Anna {heart_filled}',
      note: 'Bitte polieren',
      orderNumber: 'B-2026-17',
    }

    it('the copy is added through POST line_items/ with the same configuration; PATCH changes its metal colour, priced and coded again', async () => {
      await emptyCart(munich)
      const original = await add(munich, ring(configured, 2))
      expect(original.status).toBe(201)
      // The cart's duplicate: the same group, pieces and selection, as the line answers them.
      const stored = await payload.findByID({ collection: 'order-lines', id: original.body.id, depth: 0, overrideAccess: true })
      const copy = await add(munich, {
        article_group_id: house.groups.ring.uuid,
        quantity: 2,
        selection: { ...(stored.selection as object), yearlyRingId: null },
      })
      expect(copy.status).toBe(201)
      expect(copy.body.id).not.toBe(original.body.id)
      expect(copy.body).toMatchObject({ full_code: original.body.full_code, quantity: 2, amounts: original.body.amounts, engraving: original.body.engraving })
      expect(copy.body.metadata).toEqual(original.body.metadata)

      // One option changed on the copy: the metal colour (white gold 1.290 €, yellow gold 1.190 €, engraving 65 €).
      const changed = await patch(munich, copy.body.id, {
        selection: { ...(stored.selection as object), metalColor: 'GG', alloy: 'yellow_gold' },
        amounts: { unit: 1 },
      })
      expect(changed.status, JSON.stringify(changed.body)).toBe(200)
      expect(changed.body).toMatchObject({
        id: copy.body.id,
        full_code: '10-1101-0560-1-GG',
        sku_code: '10-1101-0560-1-GG',
        quantity: 2,
        amounts: { unit: 119000 + 6500, total: 2 * (119000 + 6500) },
        metadata: { article_metal_color: 'GG', alloy: 'yellow_gold', end_customer_name: 'Anna Berger', order_number: 'B-2026-17', prices: { base: 119000 } },
      })
      const row = await payload.findByID({ collection: 'order-lines', id: copy.body.id, depth: 0, overrideAccess: true })
      expect(row).toMatchObject({ skuCode: '10-1101-0560-1-GG', fullCode: '10-1101-0560-1-GG', unitAmount: 125500, sku: house.skus.ringGG })
      // The original is as it was.
      const before = await payload.findByID({ collection: 'order-lines', id: original.body.id, depth: 0, overrideAccess: true })
      expect(before).toMatchObject({ fullCode: '10-1101-0560-1-WG', unitAmount: 129000 + 6500 })
      const lines = (await cart(munich)).body.line_items as Line[]
      expect(lines.map((l) => l.full_code).sort()).toEqual(['10-1101-0560-1-GG', '10-1101-0560-1-WG'])
    })

    it('a changed configuration passes every check of an added line; pieces and configuration may change together', async () => {
      await emptyCart(munich)
      const line = (await add(munich, ring())).body as Line
      const refused = await patch(munich, line.id, { selection: { metalColor: 'WG', alloy: 'white_gold', length: 60 } })
      expect(refused.status).toBe(400)
      expect(Object.keys(refused.body.selection)).toEqual(['length'])
      const early = await patch(munich, line.id, { selection: { metalColor: 'WG', alloy: 'white_gold', length: 56, requestedDeliveryDate: '2020-01-01' } })
      expect(early).toMatchObject({ status: 400, body: { selection: { requestedDeliveryDate: [expect.any(String)] } } })
      expect((await payload.findByID({ collection: 'order-lines', id: line.id, depth: 0, overrideAccess: true })).fullCode).toBe('10-1101-0560-1-WG')

      const both = await patch(munich, line.id, { quantity: 3, selection: { metalColor: 'WG', alloy: 'white_gold', length: 70 } })
      expect(both.body).toMatchObject({ quantity: 3, full_code: '10-1101-00-1-WG-L0700', amounts: { unit: 129000 + 15000, total: 3 * (129000 + 15000) } })
      expect((await patch(munich, line.id, {})).status).toBe(400)
      // Another store's line is not found; a service item has nothing to configure.
      expect((await patch(zurich, line.id, { selection: { metalColor: 'GG' } })).status).toBe(404)
      const care = await add(munich, { article_group_id: house.groups.careKit.uuid, quantity: 5, selection: {} })
      expect(await patch(munich, care.body.id, { selection: {} })).toMatchObject({ status: 400, body: { selection: [expect.any(String)] } })
    })

    it('a ring of the year keeps its limitation number when its configuration changes; its copy takes another', async () => {
      await emptyCart(munich)
      const yearly = await add(munich, {
        article_group_id: house.groups.ringOfTheYear.uuid,
        quantity: 1,
        selection: { metalColor: 'GW', length: 54, orderType: 'nocommission' },
      })
      expect(yearly.status).toBe(201)
      const number = yearly.body.metadata.limit_nr
      const changed = await patch(munich, yearly.body.id, { selection: { metalColor: 'GW', length: 56, orderType: 'nocommission', yearlyRingId: '99' } })
      expect(changed.body).toMatchObject({ full_code: '10-1206-0560-2-GW', metadata: { limit_nr: number } })
      const copy = await add(munich, {
        article_group_id: house.groups.ringOfTheYear.uuid,
        quantity: 1,
        selection: { metalColor: 'GW', length: 56, orderType: 'nocommission', yearlyRingId: null },
      })
      expect(copy.status).toBe(201)
      expect(copy.body.metadata.limit_nr).not.toBe(number)
      await emptyCart(munich)
    })
  })

  describe('quick order', () => {
    it('adds the good lines of a pasted CSV and names each refused one with its line and reason', async () => {
      await emptyCart(munich)
      const text = [
        'Artikelnummer;Menge',
        '10-1101-0560-1-WG;2',
        '10-1101-00-1-WG-C3-L0700',
        '10-9999-0560-1-WG;1',
        '10-1101-0560-1-RG',
        '10-1101-0560-1-WG;51',
        '90-9001-00-1-SV\t10',
        '30-3401-0170-1-GG',
        '',
        'Ring in Gold',
        '10-1101-0600-1-WG',
        '90-9001-00-1-SV;7',
      ].join('\r\n')
      const res = await quick(munich, text)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const results = res.body.results as {
        line: number
        article_number: string
        quantity: number | null
        ok: boolean
        error_key: string | null
        line_item_id: number | null
      }[]
      expect(results.map((r) => [r.line, r.article_number, r.ok ? r.quantity : r.error_key])).toEqual([
        [2, '10-1101-0560-1-WG', 2],
        [3, '10-1101-00-1-WG-C3-L0700', 1],
        [4, '10-9999-0560-1-WG', 'not-in-shop'],
        [5, '10-1101-0560-1-RG', 'finish-not-offered'],
        [6, '10-1101-0560-1-WG', 'quantity-too-large'],
        [7, '90-9001-00-1-SV', 10],
        [8, '30-3401-0170-1-GG', 1],
        [10, 'RING IN GOLD', 'article-format'],
        [11, '10-1101-0600-1-WG', 'length-not-offered'],
        [12, '90-9001-00-1-SV', 'quantity-step'],
      ])
      const added = results.filter((r) => r.ok)
      const lines = (await cart(munich)).body.line_items as Line[]
      expect(lines.map((l) => l.id).sort()).toEqual(added.map((r) => r.line_item_id).sort())
      const byCode = Object.fromEntries(lines.map((l) => [l.full_code, l]))
      // Configured as the shop configures them, priced by the server, ordered as stock.
      expect(byCode['10-1101-0560-1-WG']).toMatchObject({
        quantity: 2,
        amounts: { unit: 129000, total: 258000 },
        metadata: { order_type: 'nocommission', final_length: 56 },
      })
      expect(byCode['10-1101-00-1-WG-C3-L0700']).toMatchObject({ amounts: { unit: 129000 + 12000 + 15000 }, metadata: { special_color: 3, final_length: 70 } })
      expect(byCode['90-9001-00-1-SV']).toMatchObject({ quantity: 10, amounts: { total: 15000 } })
      // A stock power bracelet carries its default engraving, as in the shop.
      expect(byCode['30-3401-0170-1-GG']).toMatchObject({ engraving: { type: 2, text: 'Liebe' } })
    })

    it('counts the cart: a service item over its maximum and a ring of the year without a free number are named', async () => {
      await emptyCart(munich)
      const res = await quick(munich, ['90-9001-00-1-SV;15', '90-9001-00-1-SV;10', '10-1206-0540-2-GW', '10-1206-0540-2-GW;2'].join('\n'))
      expect(res.body.results.map((r: { ok: boolean; error_key: string | null }) => r.error_key)).toEqual([
        null,
        'service-item-maximum',
        null,
        'quantity-too-large',
      ])
      const numbers = await payload.find({ collection: 'limitation-numbers', where: { status: { equals: 'free' } }, overrideAccess: true, pagination: false })
      for (const n of numbers.docs) await payload.update({ collection: 'limitation-numbers', id: n.id, data: { status: 'sold' }, overrideAccess: true })
      try {
        const soldOut = await quick(munich, '10-1206-0540-2-GW')
        expect(soldOut.body.results).toEqual([expect.objectContaining({ ok: false, error_key: 'sold-out', name: 'Feinlinie Ring des Jahres' })])
      } finally {
        for (const n of numbers.docs) await payload.update({ collection: 'limitation-numbers', id: n.id, data: { status: 'free' }, overrideAccess: true })
      }
      await emptyCart(munich)
    })

    it('reads the store’s own catalogue: what is not sold in its currency is not in the shop', async () => {
      const res = await quick(zurich, '20-2901-00-1-GG\n10-1101-0560-1-WG')
      expect(res.body.results.map((r: { error_key: string | null }) => r.error_key)).toEqual(['not-in-shop', null])
      expect(((await cart(zurich)).body.line_items as Line[]).at(-1)).toMatchObject({ full_code: '10-1101-0560-1-WG', amounts: { unit: 139000 } })
    })

    it('refuses a missing or blank text and more than 200 articles; answers no results for a text without articles; 401 without a session', async () => {
      expect((await quick(munich, '')).status).toBe(400)
      expect((await quick(munich, undefined)).status).toBe(400)
      expect((await quick(munich, 42)).status).toBe(400)
      expect(await quick(munich, Array.from({ length: 201 }, () => '10-1101-0560-1-WG').join('\n'))).toMatchObject({
        status: 400,
        body: { text: [expect.any(String)] },
      })
      expect(((await cart(munich)).body.line_items as Line[]).filter((l) => l.quantity === 1 && l.full_code === '10-1101-0560-1-WG')).toEqual([])
      expect(await quick(munich, '\n\n')).toMatchObject({ status: 200, body: { results: [] } })
      expect((await call(quickOrderRoute, 'POST', '/api/v1/commerce/quick-order/', { text: '10-1101-0560-1-WG' })).status).toBe(401)
    })
  })

  describe('order again', () => {
    const place = async (headers: Headers) => {
      const { body } = await cart(headers)
      expect((await call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${body.id}/`, { _authorize: true }, headers)).status).toBe(200)
      const placed = await call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${body.id}/`, { _place: true }, headers)
      expect(placed.status, JSON.stringify(placed.body)).toBe(200)
      return placed.body as { id: number; line_items: Line[] }
    }
    const setSku = async (id: number, data: Record<string, unknown>) => payload.update({ collection: 'skus', id, data, overrideAccess: true, depth: 0 })

    it('puts the lines into the cart at today’s price and names the product no longer sold and the cancelled line', async () => {
      await emptyCart(munich)
      expect(
        (
          await add(
            munich,
            ring({ orderType: 'commission', endCustomerName: 'Anna Berger', engraving: 1, engravingText: 'A & B', requestedDeliveryDate: null }, 2),
          )
        ).status,
      ).toBe(201)
      expect(
        (await add(munich, { article_group_id: house.groups.euroOnlyGroup.uuid, quantity: 1, selection: { metalColor: 'GG', orderType: 'nocommission' } }))
          .status,
      ).toBe(201)
      expect((await add(munich, ring({ metalColor: 'GG', alloy: 'yellow_gold' }))).status).toBe(201)
      const order = await place(munich)
      const cancelled = order.line_items.find((l) => l.full_code === '10-1101-0560-1-GG')!
      await payload.update({ collection: 'order-lines', id: cancelled.id, data: { status: 'cancelled' }, overrideAccess: true })

      // Since then: white gold costs more, and the necklace's SKU is no longer sold (so neither is its group).
      const ringWG = await payload.findByID({ collection: 'skus', id: house.skus.ringWG, depth: 0, overrideAccess: true })
      const necklace = await payload.find({ collection: 'skus', where: { code: { equals: '20-2901-00-1-GG' } }, overrideAccess: true, depth: 0 })
      await setSku(house.skus.ringWG, { prices: (ringWG.prices ?? []).map((p) => ({ ...p, amount: p.amount === 129000 ? 135000 : p.amount })) })
      await setSku(necklace.docs[0]!.id, { active: false })
      try {
        const res = await reorder(munich, order.id)
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        expect(res.body.added).toEqual([
          { line: expect.any(Number), article_number: '10-1101-0560-1-WG', name: 'Herzstück Ring', quantity: 2, line_item_id: expect.any(Number) },
        ])
        expect(res.body.refused).toEqual([
          { line: expect.any(Number), article_number: '20-2901-00-1-GG', name: 'Seidenglanz Kette', quantity: 1, error_key: 'not-in-shop' },
          { line: cancelled.id, article_number: '10-1101-0560-1-GG', name: 'Herzstück Ring', quantity: 1, error_key: 'cancelled' },
        ])
        const lines = (await cart(munich)).body.line_items as Line[]
        expect(lines).toHaveLength(1)
        // Today's price (1.350 € and the engraving), not the 1.290 € paid then; the line's choices as ordered.
        expect(lines[0]).toMatchObject({
          id: res.body.added[0].line_item_id,
          quantity: 2,
          amounts: { unit: 135000 + 4500, total: 2 * (135000 + 4500) },
          metadata: { order_type: 'commission', end_customer_name: 'Anna Berger', requested_delivery_date: null },
          engraving: { type: 1, text: 'A & B' },
        })
      } finally {
        await setSku(house.skus.ringWG, { prices: ringWG.prices })
        await setSku(necklace.docs[0]!.id, { active: true })
      }
    })

    it('a ring of the year ordered again takes a free number, not the one sold with the order', async () => {
      await emptyCart(munich)
      const yearly = await add(munich, {
        article_group_id: house.groups.ringOfTheYear.uuid,
        quantity: 1,
        selection: { metalColor: 'GW', length: 54, orderType: 'nocommission' },
      })
      const sold = yearly.body.metadata.limit_nr
      const order = await place(munich)
      const res = await reorder(munich, order.id)
      expect(res.body.refused).toEqual([])
      const [line] = (await cart(munich)).body.line_items as Line[]
      expect(line!.metadata.limit_nr).not.toBe(sold)
      expect(line!.metadata.limit_nr).not.toBeNull()
      await emptyCart(munich)
    })

    it('only for the ordering store: another store’s order, a cart and an unknown id are 404', async () => {
      await emptyCart(munich)
      await add(munich, ring())
      const order = await place(munich)
      expect(await reorder(zurich, order.id)).toMatchObject({ status: 404, body: { detail: 'Not found.' } })
      expect((await reorder(tokyo, order.id)).status).toBe(404)
      const { body: openCart } = await cart(munich)
      expect((await reorder(munich, openCart.id)).status).toBe(404)
      expect((await reorder(munich, 999999)).status).toBe(404)
      expect((await reorder(munich, 'abc')).status).toBe(404)
      expect((await call(reorderRoute, 'POST', `/api/v1/commerce/orders/${order.id}/reorder/`)).status).toBe(401)
      // None of the refusals wrote a line.
      expect((await cart(zurich)).body.line_items.filter((l: Line) => l.full_code === '10-1101-0560-1-WG' && l.metadata.order_type === 'commission')).toEqual(
        [],
      )
    })
  })
})
