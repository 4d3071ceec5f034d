import type { Payload } from 'payload'
import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { POST as addLine } from '@/app/api/v1/commerce/line_items/route'
import { DELETE as deleteLine } from '@/app/api/v1/commerce/line_items/[id]/route'
import { GET as limitations } from '@/app/api/v1/commerce/limitations/route'
import { addDays, calendarDayIn } from '@/domain/trade/calendarDay'
import { earliestDeliveryDay } from '@/domain/trade/earliestDeliveryDate'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { reserveLimitationNumber } from '@/server/trade/reserveLimitationNumber'
import { call } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { bearer, commerceToken, createTradeHouse, grantOrdering, type TradeHouse } from '../support/trade'

// Issue 14 (add to cart) and the part of issue 15 it needs: the server prices every line itself.
describeDb('trade shop: cart lines', () => {
  let payload: Payload
  let house: TradeHouse
  let eur: Record<string, string>
  let chf: Record<string, string>
  let jpy: Record<string, string>
  const nbsp = '\u00a0'

  beforeAll(async () => {
    payload = await testPayload()
    house = await createTradeHouse(payload)
    const { users, stores } = house
    eur = bearer(await commerceToken(payload, users.jeweller, stores.munich, 'EUR'))
    chf = bearer(await commerceToken(payload, users.manager, stores.zurich, 'CHF'))
    jpy = bearer(await commerceToken(payload, users.tokyo, stores.tokyo, 'JPY'))
  })
  beforeEach(() => resetAllLimits())

  const add = (headers: Record<string, string>, body: unknown) => call(addLine, 'POST', '/api/v1/commerce/line_items/', body, headers)
  const remove = (headers: Record<string, string>, id: number | string) => call(deleteLine, 'DELETE', `/api/v1/commerce/line_items/${id}/`, undefined, headers)
  const freeNumbers = async () => (await call(limitations, 'GET', '/api/v1/commerce/limitations/', undefined, eur)).body['10-1206']
  const setFree = async (numbers: Record<number, 'free' | 'sold'>) => {
    for (const [number, status] of Object.entries(numbers)) {
      await payload.update({
        collection: 'limitation-numbers',
        where: { and: [{ skuPrefix: { equals: '10-1206' } }, { number: { equals: Number(number) } }] },
        data: { status, order: null, line: null },
        overrideAccess: true,
      })
    }
  }
  const ringSelection = {
    metalColor: 'WG',
    alloy: 'white_gold',
    length: 70,
    specialColor: 3,
    engraving: 2,
    engravingText: 'Anna {heart_filled}',
    orderType: 'commission',
    endCustomerName: 'Anna Berger',
    note: 'Bitte polieren',
    orderNumber: 'B-2026-17',
  }

  it('POST /commerce/line_items/ → 201; prices and flags in the body are ignored and computed by the server', async () => {
    const res = await add(eur, {
      article_group_id: house.groups.ring.uuid,
      quantity: 2,
      price: 1,
      amounts: { unit: 1, total: 2 },
      selection: { ...ringSelection, price: 1, prices: { base: 1 }, isRingOfTheYear: true },
    })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      id: expect.any(Number),
      // A special length is made to order from the base SKU: its code keeps the SKU's length part.
      sku_code: '10-1101-00-1-WG',
      full_code: '10-1101-00-1-WG-C3-L0700',
      quantity: 2,
      metadata: {
        article_group_id: house.groups.ring.uuid,
        limit_nr: null,
        order_type: 'commission',
        note: 'Bitte polieren',
        requested_delivery_date: null,
        end_customer_name: 'Anna Berger',
        order_number: 'B-2026-17',
        meta_type: 'jewelry',
        final_length: 70,
        special_color: 3,
        article_metal_color: 'WG',
        alloy: 'white_gold',
        product_type: 'ring',
        prices: { base: 129000, special_color: 12000, final_length: 15000 },
      },
      engraving: { type: 2, text: 'Anna {heart_filled}', image: null, price: 6500 },
      // 129000 + 12000 + 15000 + 6500 cents
      amounts: { unit: 162500, total: 325000, currency: 'EUR' },
      formatted: { unit: `1.625${nbsp}€`, total: `3.250${nbsp}€` },
      added_at: expect.any(String),
    })
    const line = await payload.findByID({ collection: 'order-lines', id: res.body.id, depth: 1, overrideAccess: true })
    expect(line).toMatchObject({
      unitAmount: 162500,
      totalAmount: 325000,
      currency: 'EUR',
      order: { status: 'cart', currency: 'EUR', store: house.stores.munich },
    })
  })

  it('the same selection in CHF and in JPY (minor unit 1)', async () => {
    const inChf = await add(chf, { article_group_id: house.groups.ring.uuid, selection: ringSelection })
    expect(inChf.body.amounts).toEqual({ unit: 139000 + 13000 + 16000 + 7000, total: 175000, currency: 'CHF' })
    expect(inChf.body.formatted.unit).toBe(`1.750${nbsp}CHF`)
    const inYen = await add(jpy, { article_group_id: house.groups.ring.uuid, selection: ringSelection })
    expect(inYen.body.amounts).toEqual({ unit: 210000 + 19000 + 24000 + 10000, total: 263000, currency: 'JPY' })
    expect(inYen.body.formatted.unit).toBe(`263.000${nbsp}¥`)
    // Image engraving (type 3) has no yen price: it is not offered in Japan.
    const image = await add(jpy, {
      article_group_id: house.groups.ring.uuid,
      selection: { ...ringSelection, engraving: 3, engravingText: '', engravingImage: 'media/17' },
    })
    expect(image).toMatchObject({ status: 400, body: { selection: { engraving: [expect.stringContaining('engraving-type')] } } })
  })

  it('a stock width uses its own SKU when it has one, with that SKU’s delivery time for the requested date', async () => {
    const selection = { metalColor: 'WG', length: 58, orderType: 'nocommission' }
    const today = calendarDayIn(new Date())
    const early = await add(eur, { article_group_id: house.groups.ring.uuid, selection: { ...selection, requestedDeliveryDate: addDays(today, 5 * 7) } })
    expect(early).toMatchObject({ status: 400, body: { selection: { requestedDeliveryDate: ['shop.error.delivery-date-too-early'] } } })
    const ok = await add(eur, { article_group_id: house.groups.ring.uuid, selection: { ...selection, requestedDeliveryDate: earliestDeliveryDay(today, 6) } })
    expect(ok.status).toBe(201)
    expect(ok.body).toMatchObject({ sku_code: '10-1101-0580-1-WG', full_code: '10-1101-0580-1-WG', amounts: { unit: 129000 }, engraving: null })
  })

  it('a jewellery line holds at most 50 pieces (the body allows 10,000 for service items)', async () => {
    const ring = { article_group_id: house.groups.ring.uuid, selection: ringSelection }
    expect(await add(eur, { ...ring, quantity: 51 })).toMatchObject({ status: 400, body: { quantity: ['Ensure this value is less than or equal to 50.'] } })
    expect(await add(eur, { ...ring, quantity: 10_000 })).toMatchObject({ status: 400, body: { quantity: ['Ensure this value is less than or equal to 50.'] } })
    const fifty = await add(eur, { ...ring, quantity: 50 })
    expect(fifty).toMatchObject({ status: 201, body: { quantity: 50 } })
    expect((await remove(eur, fifty.body.id)).status).toBe(204)
  })

  it('choices the group does not offer and mistakes in the form → 400 with field errors under selection', async () => {
    const ring = house.groups.ring.uuid
    expect(await add(eur, { article_group_id: ring, selection: { ...ringSelection, metalColor: 'GW' } })).toMatchObject({
      status: 400,
      body: { selection: { metalColor: [expect.stringContaining('metal-color')] } },
    })
    expect(await add(eur, { article_group_id: ring, selection: { ...ringSelection, length: 57 } })).toMatchObject({
      status: 400,
      body: { selection: { length: [expect.any(String)] } },
    })
    expect(await add(eur, { article_group_id: ring, selection: { ...ringSelection, specialColor: 4 } })).toMatchObject({
      status: 400,
      body: { selection: { specialColor: [expect.any(String)] } },
    })
    expect(await add(eur, { article_group_id: ring, selection: { ...ringSelection, engravingText: '' } })).toMatchObject({
      status: 400,
      body: { selection: { engravingText: ['form-general.required-field'] } },
    })
    expect(await add(eur, { article_group_id: ring, selection: { ...ringSelection, engravingText: 'Anna {unicorn}' } })).toMatchObject({
      status: 400,
      body: { selection: { engravingText: ['form-general.error.invalid-value'] } },
    })
    expect(await add(eur, { article_group_id: ring, selection: 'WG' })).toMatchObject({
      status: 400,
      body: { selection: ['Invalid data. Expected a dictionary.'] },
    })
    expect(await add(eur, { selection: ringSelection })).toMatchObject({ status: 400, body: { article_group_id: ['This field is required.'] } })
    expect(await add(eur, { article_group_id: ring, quantity: 0, selection: ringSelection })).toMatchObject({
      status: 400,
      body: { quantity: ['Ensure this value is greater than or equal to 1.'] },
    })
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect(await add(eur, { article_group_id: unknown, selection: ringSelection })).toMatchObject({
      status: 400,
      body: { article_group_id: [`Invalid pk "${unknown}" - object does not exist.`] },
    })
    // A group the store's currency has no price for is as unknown as one that does not exist.
    expect((await add(chf, { article_group_id: house.groups.euroOnlyGroup.uuid, selection: { metalColor: 'GG' } })).body).toHaveProperty('article_group_id')
  })

  it('a stock power bracelet carries the default engraving "Liebe" and nothing else', async () => {
    const bracelet = house.groups.powerBracelet.uuid
    const stock = { metalColor: 'GG', length: 17, orderType: 'nocommission' }
    expect((await add(eur, { article_group_id: bracelet, selection: { ...stock, engraving: 2, engravingText: 'Anna' } })).body).toMatchObject({
      selection: { engraving: [expect.stringContaining('forced-engraving')] },
    })
    const ok = await add(eur, { article_group_id: bracelet, selection: { ...stock, engraving: 2, engravingText: 'Liebe' } })
    expect(ok).toMatchObject({ status: 201, body: { engraving: { type: 2, text: 'Liebe', image: null, price: 0 }, amounts: { unit: 89000 } } })
  })

  it('ring of the year: a commission needs the end customer; a line takes the lowest free number and gives it back when deleted', async () => {
    const yearly = { article_group_id: house.groups.ringOfTheYear.uuid, selection: { metalColor: 'GW', length: 54, orderType: 'commission' } }
    expect(await add(eur, yearly)).toMatchObject({ status: 400, body: { selection: { endCustomerName: ['form-general.required-field'] } } })
    const withName = { ...yearly, selection: { ...yearly.selection, endCustomerName: 'Clara Weiss', yearlyRingId: null } }
    expect(await add(eur, { ...withName, quantity: 2 })).toMatchObject({ status: 400, body: { quantity: ['Ensure this value is less than or equal to 1.'] } })
    const res = await add(eur, withName)
    expect(res).toMatchObject({ status: 201, body: { metadata: { limit_nr: '3', end_customer_name: 'Clara Weiss' }, amounts: { unit: 249000 } } })
    expect(await freeNumbers()).toEqual([5, 7])
    const number = (await payload.find({ collection: 'limitation-numbers', where: { number: { equals: 3 } }, depth: 0, overrideAccess: true })).docs[0]
    expect(number).toMatchObject({ status: 'reserved', line: res.body.id })
    // Another store's user cannot see or delete the line.
    expect(await remove(chf, res.body.id)).toMatchObject({ status: 404, body: { detail: 'Not found.' } })
    expect(await freeNumbers()).toEqual([5, 7])
    expect((await remove(eur, res.body.id)).status).toBe(204)
    expect(await freeNumbers()).toEqual([3, 5, 7])
    expect((await remove(eur, res.body.id)).status).toBe(404)
    // A number the jeweller picked from the list is taken when still free.
    expect((await add(eur, { ...withName, selection: { ...withName.selection, yearlyRingId: 7 } })).body.metadata.limit_nr).toBe('7')
    expect(await freeNumbers()).toEqual([3, 5])
    // Issue 30: the chosen number was taken meanwhile: refused, not swapped for another one.
    const taken = await add(eur, { ...withName, selection: { ...withName.selection, yearlyRingId: 7 } })
    expect(taken).toMatchObject({ status: 409, body: { detail: 'shop.error.limitation-number-taken' } })
    expect(await freeNumbers()).toEqual([3, 5])
  })

  // Issue 30: the market's delivery days (the EUR price list's, Monday–Friday and not 24–26 December
  // by default) hold on the server as in the calendar: a weekend or Christmas is refused.
  it('a requested delivery date on a day without delivery → 400 on requestedDeliveryDate', async () => {
    const ring = { article_group_id: house.groups.ring.uuid, selection: { ...ringSelection, requestedDeliveryDate: '2030-12-25' } }
    expect(await add(eur, ring)).toMatchObject({ status: 400, body: { selection: { requestedDeliveryDate: ['shop.error.delivery-date-not-delivery-day'] } } })
    // 2030-12-28 is a Saturday; the Friday before is fine.
    expect((await add(eur, { ...ring, selection: { ...ring.selection, requestedDeliveryDate: '2030-12-28' } })).status).toBe(400)
    expect((await add(eur, { ...ring, selection: { ...ring.selection, requestedDeliveryDate: '2030-12-27' } })).status).toBe(201)
    // An editor opens Saturdays for the market: the Saturday is accepted.
    const list = (await payload.find({ collection: 'price-lists', where: { currency: { equals: 'EUR' } }, overrideAccess: true })).docs[0]
    await payload.update({ collection: 'price-lists', id: list.id, data: { deliveryWeekdays: ['1', '2', '3', '4', '5', '6'] }, overrideAccess: true })
    expect((await add(eur, { ...ring, selection: { ...ring.selection, requestedDeliveryDate: '2030-12-28' } })).status).toBe(201)
  })

  it('ring of the year sold out → 409 {detail: "sold-out"}', async () => {
    await setFree({ 3: 'sold', 5: 'sold' })
    expect(await freeNumbers()).toEqual([])
    const res = await add(chf, { article_group_id: house.groups.ringOfTheYear.uuid, selection: { metalColor: 'GW', length: 52, orderType: 'nocommission' } })
    expect(res).toMatchObject({ status: 409, body: { detail: 'sold-out' } })
  })

  it('two carts racing for the last number: exactly one gets it', async () => {
    await setFree({ 5: 'free' })
    const body = { article_group_id: house.groups.ringOfTheYear.uuid, selection: { metalColor: 'GW', length: 56, orderType: 'nocommission' } }
    const results = await Promise.all([add(eur, body), add(chf, body), add(jpy, body)])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409])
    expect(results.find((r) => r.status === 201)?.body.metadata.limit_nr).toBe('5')
    const reserved = await payload.find({ collection: 'limitation-numbers', where: { number: { equals: 5 } }, overrideAccess: true })
    expect(reserved.docs[0].status).toBe('reserved')
  })

  it('many concurrent reservations never hand out a number twice', async () => {
    for (let n = 100; n < 110; n++)
      await payload.create({ collection: 'limitation-numbers', data: { skuPrefix: '99-0001', number: n, status: 'free' }, overrideAccess: true })
    const order = (await payload.find({ collection: 'orders', limit: 1, overrideAccess: true })).docs[0]
    const taken = await Promise.all(Array.from({ length: 14 }, () => reserveLimitationNumber(payload, { skuPrefix: '99-0001', orderId: order.id })))
    const numbers = taken.filter((t) => t !== null).map((t) => Number(t!.number))
    expect(numbers.sort((a, b) => a - b)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109])
    expect(taken.filter((t) => t === null)).toHaveLength(4)
  })

  it('service items: quantities in steps of orderQuantity, the cart’s count included in the maximum', async () => {
    const care = house.groups.careKit.uuid
    const first = await add(eur, { article_group_id: care, quantity: 10, selection: { engraving: 1, engravingText: 'ignored' } })
    expect(first).toMatchObject({
      status: 201,
      body: {
        sku_code: '90-9001-00-1-SV',
        engraving: null,
        amounts: { unit: 1500, total: 15000, currency: 'EUR' },
        metadata: { meta_type: 'service_item', prices: { base: 1500 } },
      },
    })
    expect(await add(eur, { article_group_id: care, quantity: 3 })).toMatchObject({ status: 400, body: { quantity: [expect.stringContaining('quantity')] } })
    expect((await add(eur, { article_group_id: care, quantity: 10 })).status).toBe(201)
    expect(await add(eur, { article_group_id: care, quantity: 5 })).toMatchObject({
      status: 400,
      body: { quantity: ['shop.hint.too-large-quantity'], hint: { key: 'shop.hint.too-large-quantity', quantity: 25, max: 20 } },
    })
  })

  it('service items: concurrent adds never take the cart past the maximum', async () => {
    // A cart of its own (store, user, currency), so the lines above do not count; it holds 5 of 20.
    const user = await payload.create({
      collection: 'users',
      data: { email: 'rush@example.com', password: 'Goldfaden-1897', isActive: true, role: 'jeweller', portal_locations: [house.stores.munich] },
      overrideAccess: true,
    })
    await grantOrdering(payload, user.id, [house.stores.munich])
    const headers = bearer(await commerceToken(payload, user, house.stores.munich, 'EUR'))
    const body = { article_group_id: house.groups.careKit.uuid, quantity: 5 }
    expect((await add(headers, body)).status).toBe(201)
    const held = async () => {
      const cart = (await payload.find({ collection: 'orders', where: { user: { equals: user.id } }, depth: 0, overrideAccess: true })).docs[0]
      const lines = await payload.find({ collection: 'order-lines', where: { order: { equals: cart.id } }, depth: 0, pagination: false, overrideAccess: true })
      return lines.docs.reduce((sum, line) => sum + line.quantity, 0)
    }

    // The worst interleaving, made certain: every add has passed the check before inserting (5 + 5 ≤ 20)
    // when the first line is inserted. Without the check after inserting, the cart would hold 35.
    const racers = 6
    let arrived = 0
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const create = payload.create.bind(payload)
    const spy = vi.spyOn(payload, 'create').mockImplementation((async (args: Parameters<Payload['create']>[0]) => {
      if (args.collection === 'order-lines') {
        if (++arrived === racers) release()
        await Promise.race([gate, new Promise((resolve) => setTimeout(resolve, 10_000))])
      }
      return create(args)
    }) as Payload['create'])
    let results
    try {
      results = await Promise.all(Array.from({ length: racers }, () => add(headers, body)))
    } finally {
      spy.mockRestore()
    }
    expect(arrived).toBe(racers)
    const accepted = results.filter((r) => r.status === 201).length
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r).toMatchObject({ status: 400, body: { quantity: ['shop.hint.too-large-quantity'], hint: { key: 'shop.hint.too-large-quantity', max: 20 } } })
    }
    // Every 201 is a line in the cart, every refusal left none behind, and the maximum held.
    expect(await held()).toBe(5 + accepted * 5)
    expect(5 + accepted * 5).toBeLessThanOrEqual(20)

    // Racing adds may all be refused, never too many accepted: one at a time the cart still fills to 20.
    const room = (20 - (await held())) / 5
    for (let i = 0; i < room; i++) expect((await add(headers, body)).status).toBe(201)
    expect(await add(headers, body)).toMatchObject({ status: 400, body: { hint: { quantity: 25, max: 20 } } })
    // Unforced, as browsers would send them: still never past the maximum.
    await Promise.all(Array.from({ length: 4 }, () => add(headers, body)))
    expect(await held()).toBe(20)
  })

  it('the first lines of two requests at once land in one cart', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: 'twice@example.com', password: 'Goldfaden-1897', isActive: true, role: 'jeweller', portal_locations: [house.stores.berlin] },
      overrideAccess: true,
    })
    await grantOrdering(payload, user.id, [house.stores.berlin])
    const headers = bearer(await commerceToken(payload, user, house.stores.berlin, 'EUR'))
    const body = { article_group_id: house.groups.ring.uuid, selection: { metalColor: 'GG', length: 56 } }
    const results = await Promise.all([add(headers, body), add(headers, body), add(headers, body)])
    expect(results.map((r) => r.status)).toEqual([201, 201, 201])
    const carts = await payload.find({ collection: 'orders', where: { user: { equals: user.id } }, depth: 0, overrideAccess: true })
    expect(carts.docs).toHaveLength(1)
    const lines = await payload.count({ collection: 'order-lines', where: { order: { equals: carts.docs[0].id } }, overrideAccess: true })
    expect(lines.totalDocs).toBe(3)
  })

  it('deleting an order (admin) takes its lines along and releases their numbers', async () => {
    await setFree({ 3: 'free' })
    const store = await payload.create({
      collection: 'jewelers',
      data: { name: 'Juwelier Abriss', slug: 'abriss', latitude: 48, longitude: 9, currency: 'EUR' } as never,
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    const user = await payload.create({
      collection: 'users',
      data: { email: 'gone@example.com', password: 'Goldfaden-1897', isActive: true, role: 'jeweller', portal_locations: [store.id] },
      overrideAccess: true,
    })
    await grantOrdering(payload, user.id, [store.id])
    const headers = bearer(await commerceToken(payload, user, store.id, 'EUR'))
    const line = await add(headers, {
      article_group_id: house.groups.ringOfTheYear.uuid,
      selection: { metalColor: 'GW', length: 52, orderType: 'nocommission', yearlyRingId: 3 },
    })
    expect(line.body.metadata.limit_nr).toBe('3')
    const cart = (await payload.find({ collection: 'orders', where: { user: { equals: user.id } }, depth: 0, overrideAccess: true })).docs[0]
    await payload.delete({ collection: 'orders', id: cart.id, overrideAccess: true })
    expect((await payload.count({ collection: 'order-lines', where: { id: { equals: line.body.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(await freeNumbers()).toContain(3)
  })

  it('a cookie-authenticated line from a foreign origin → 403; without a token → 401', async () => {
    const token = eur.authorization.replace('Bearer ', '')
    const body = { article_group_id: house.groups.careKit.uuid, quantity: 5 }
    const foreign = await call(addLine, 'POST', '/api/v1/commerce/line_items/', body, {
      cookie: `_wff_commerce_token=${token}`,
      origin: 'https://evil.example',
    })
    expect(foreign.status).toBe(403)
    expect((await call(addLine, 'POST', '/api/v1/commerce/line_items/', body)).status).toBe(401)
  })
})
