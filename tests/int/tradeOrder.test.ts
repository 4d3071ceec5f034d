import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DELETE as deleteLine } from '@/app/api/v1/commerce/line_items/[id]/route'
import { POST as addLine } from '@/app/api/v1/commerce/line_items/route'
import { GET as getOrder, PATCH as patchOrder } from '@/app/api/v1/commerce/orders/[id]/route'
import { GET as currentCount } from '@/app/api/v1/commerce/orders/current/count/route'
import { GET as current } from '@/app/api/v1/commerce/orders/current/route'
import { GET as listOrders } from '@/app/api/v1/commerce/orders/route'
import { PATCH as patchShipment } from '@/app/api/v1/commerce/shipments/[id]/route'
import { addDays, calendarDayIn } from '@/domain/trade/calendarDay'
import { nextDeliveryDay } from '@/domain/trade/deliveryDays'
import { flushMail } from '@/server/jobs/queueMail'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { call, mailsTo } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { bearer, commerceToken, createTradeHouse, type TradeHouse } from '../support/trade'

// Issue 15 "Done when": weight-tier shipping, totals in minor units (EUR and JPY), delete and reload,
// the auto-assigned shipping method, a foreign store's order 404, double and concurrent place → one
// order, a price changed between add and place → recomputed, a limitation number taken meanwhile → refused.
describeDb('trade shop: cart and order', () => {
  let payload: Payload
  let house: TradeHouse
  let eur: Record<string, string>
  let chf: Record<string, string>
  let jpy: Record<string, string>
  let austria: Record<string, string>
  const nbsp = '\u00a0'

  beforeAll(async () => {
    process.env.ORDERS_NOTIFY_TO = 'orders@aurelle.example'
    payload = await testPayload()
    house = await createTradeHouse(payload)
    const { users, stores } = house
    eur = bearer(await commerceToken(payload, users.jeweller, stores.munich, 'EUR'))
    chf = bearer(await commerceToken(payload, users.manager, stores.zurich, 'CHF'))
    jpy = bearer(await commerceToken(payload, users.tokyo, stores.tokyo, 'JPY'))
    austria = bearer(await commerceToken(payload, users.manager, stores.berlin, 'EUR'))
  })
  beforeEach(() => resetAllLimits())
  // The last placement's mails are still being written: let them finish before the database goes.
  afterAll(() => flushMail())

  const add = (headers: Record<string, string>, body: unknown) => call(addLine, 'POST', '/api/v1/commerce/line_items/', body, headers)
  const remove = (headers: Record<string, string>, id: number) => call(deleteLine, 'DELETE', `/api/v1/commerce/line_items/${id}/`, undefined, headers)
  const cart = (headers: Record<string, string>, language = 'de') =>
    call(current, 'GET', `/api/v1/commerce/orders/current/?language=${language}`, undefined, headers)
  const patch = (headers: Record<string, string>, id: number, body: unknown) => call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${id}/`, body, headers)
  const authorizeAndPlace = async (headers: Record<string, string>, id: number) => {
    const authorized = await patch(headers, id, { _authorize: true })
    expect(authorized.status, JSON.stringify(authorized.body)).toBe(200)
    return patch(headers, id, { _place: true })
  }
  const ring = (extra: Record<string, unknown> = {}) => ({
    article_group_id: house.groups.ring.uuid,
    quantity: 1,
    selection: { metalColor: 'WG', alloy: 'white_gold', length: 56, orderType: 'nocommission', ...extra },
  })
  const care = (quantity: number) => ({ article_group_id: house.groups.careKit.uuid, quantity, selection: {} })
  const emptyCart = async (headers: Record<string, string>) => {
    for (const line of (await cart(headers)).body.line_items) expect((await remove(headers, line.id)).status).toBe(204)
  }

  it('GET /commerce/orders/current/ creates the empty cart and gives its shipment the first available method (spec 2 §4)', async () => {
    const res = await cart(eur)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'cart', number: null, currency: 'EUR', line_items: [], line_count: 0 })
    const [shipment] = res.body.shipments
    // Position 1 of the store's market (DE, EUR); the inactive method with position 0 is never offered.
    expect(shipment.shipping_method).toMatchObject({ id: house.shippingMethods.parcel, name: 'Paket versichert', amount: 1000 })
    expect(shipment.available_shipping_methods.map((m: { id: number }) => m.id)).toEqual([house.shippingMethods.parcel, house.shippingMethods.courier])
    // Stored, not only answered: the next load finds it assigned.
    const stored = await payload.findByID({ collection: 'shipments', id: shipment.id, depth: 0, overrideAccess: true })
    expect(stored.shippingMethod).toBe(house.shippingMethods.parcel)
    expect(res.body.billing_address).toEqual({
      full_name: 'Juwelier muenchen',
      line_1: 'Hauptstraße 8',
      line_2: '',
      zip_code: '80331',
      city: 'muenchen',
      country_code: 'DE',
    })
    expect(res.body.shipping_address).toEqual(res.body.billing_address)
    // The store has no terms of its own: the house's standard terms, in German and English.
    expect(res.body.payment_terms).toEqual({
      de: 'Zahlbar innerhalb von 30 Tagen ab Rechnungsdatum ohne Abzug.',
      en: 'Payable within 30 days of the invoice date without deduction.',
    })
  })

  it('prices shipping from the weight tiers and totals in minor units with formatted amounts (EUR)', async () => {
    await emptyCart(eur)
    // Two rings of 4.5 g: 9 g, within the 10 g tier.
    expect((await add(eur, ring({ length: 56 }))).status).toBe(201)
    expect((await add(eur, ring({ length: 54 }))).status).toBe(201)
    let res = await cart(eur)
    expect(res.body.weight_grams).toBe(9)
    expect(res.body.totals).toEqual({ items: 258000, shipping: 1000, total: 259000, vat: 49210, gross: 308210, currency: 'EUR' })
    expect(res.body.formatted).toEqual({
      items: `2.580,00${nbsp}€`,
      shipping: `10,00${nbsp}€`,
      total: `2.590,00${nbsp}€`,
      vat: `492,10${nbsp}€`,
      gross: `3.082,10${nbsp}€`,
    })
    expect(res.body.line_items[0]).toMatchObject({
      amounts: { unit: 129000, total: 129000, currency: 'EUR' },
      formatted: { total: `1.290,00${nbsp}€` },
      product: { name: 'Herzstück Ring' },
      available: true,
    })
    // Five care kits of 120 g: 609 g, past the 100 g tier into the open one.
    expect((await add(eur, care(5))).status).toBe(201)
    res = await cart(eur)
    expect(res.body.weight_grams).toBe(609)
    expect(res.body.totals).toEqual({ items: 265500, shipping: 5000, total: 270500, vat: 51395, gross: 321895, currency: 'EUR' })
    // The other method of the market, chosen by the store: its own price for the weight.
    const shipmentId = res.body.shipments[0].id
    const chosen = await call(patchShipment, 'PATCH', `/api/v1/commerce/shipments/${shipmentId}/`, { shipping_method: house.shippingMethods.courier }, eur)
    expect(chosen.status).toBe(200)
    expect(chosen.body.totals).toEqual({ items: 265500, shipping: 9000, total: 274500, vat: 52155, gross: 326655, currency: 'EUR' })
    const refused = await call(patchShipment, 'PATCH', `/api/v1/commerce/shipments/${shipmentId}/`, { shipping_method: house.shippingMethods.swiss }, eur)
    expect(refused.status).toBe(400)
    expect(refused.body.shipping_method[0]).toMatch(/does not exist/)
    await call(patchShipment, 'PATCH', `/api/v1/commerce/shipments/${shipmentId}/`, { shipping_method: house.shippingMethods.parcel }, eur)
  })

  it('totals in whole yen for a JPY store, with the header count', async () => {
    expect((await add(jpy, ring())).status).toBe(201)
    const res = await cart(jpy)
    expect(res.body.totals).toEqual({ items: 210000, shipping: 3000, total: 213000, vat: 0, gross: 213000, currency: 'JPY' })
    expect(res.body.formatted).toEqual({
      items: `210.000${nbsp}¥`,
      shipping: `3.000${nbsp}¥`,
      total: `213.000${nbsp}¥`,
      vat: `0${nbsp}¥`,
      gross: `213.000${nbsp}¥`,
    })
    const count = await call(currentCount, 'GET', '/api/v1/commerce/orders/current/count/', undefined, jpy)
    expect(count.body).toEqual({ line_count: 1 })
  })

  it('deletes a line and answers the reloaded order without it (spec 2 §4)', async () => {
    await emptyCart(eur)
    const first = (await add(eur, ring({ length: 56 }))).body
    await add(eur, ring({ length: 54 }))
    expect((await remove(eur, first.id)).status).toBe(204)
    const res = await cart(eur)
    expect(res.body.line_items.map((l: { id: number }) => l.id)).not.toContain(first.id)
    expect(res.body.totals).toEqual({ items: 129000, shipping: 1000, total: 130000, vat: 24700, gross: 154700, currency: 'EUR' })
  })

  it("another store's order, shipment and line are 404, never readable or changeable", async () => {
    await add(chf, ring())
    const zurich = (await cart(chf)).body
    expect(zurich.payment_terms).toEqual({ de: '30 Tage netto, in CHF', en: '30 days net, in CHF' })
    for (const res of [
      await call(getOrder, 'GET', `/api/v1/commerce/orders/${zurich.id}/`, undefined, eur),
      await patch(eur, zurich.id, { _authorize: true }),
      await patch(eur, zurich.id, { _place: true }),
      await call(patchShipment, 'PATCH', `/api/v1/commerce/shipments/${zurich.shipments[0].id}/`, { shipping_method: house.shippingMethods.swiss }, eur),
      await remove(eur, zurich.line_items[0].id),
    ]) {
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ detail: 'Not found.' })
    }
    expect((await cart(chf)).body.line_items).toHaveLength(1)
  })

  it('refuses to place without authorization, an empty cart, and a market without shipping', async () => {
    await emptyCart(eur)
    const empty = (await cart(eur)).body
    expect(await patch(eur, empty.id, { _authorize: true })).toMatchObject({ status: 400, body: { code: 'empty' } })
    await add(eur, ring())
    expect(await patch(eur, empty.id, { _place: true })).toMatchObject({ status: 409, body: { code: 'not-authorized' } })
    expect(await patch(eur, empty.id, { _ship: true })).toMatchObject({ status: 400 })

    await add(austria, ring())
    const austrian = await cart(austria)
    expect(austrian.body.shipments[0]).toEqual({ id: expect.any(Number), shipping_method: null, available_shipping_methods: [] })
    expect(austrian.body.totals.shipping).toBeNull()
    expect(await patch(austria, austrian.body.id, { _authorize: true })).toMatchObject({ status: 409, body: { code: 'no-shipping-method' } })
  })

  it('a cart changed after its authorization is authorized again before it is placed', async () => {
    // The authorization records the store's acceptance of these lines and amounts; forty more rings
    // added in another tab are not what was accepted.
    await emptyCart(eur)
    await add(eur, ring())
    const id = (await cart(eur)).body.id
    expect((await patch(eur, id, { _authorize: true })).status).toBe(200)
    const more = await add(eur, ring({ length: 58 }))
    expect(more.status).toBe(201)
    expect(await patch(eur, id, { _place: true })).toMatchObject({ status: 409, body: { code: 'not-authorized' } })
    // A deleted line, too.
    expect((await patch(eur, id, { _authorize: true })).status).toBe(200)
    expect((await remove(eur, more.body.id)).status).toBe(204)
    expect(await patch(eur, id, { _place: true })).toMatchObject({ status: 409, body: { code: 'not-authorized' } })
    // Another shipping method, another shipping cost.
    expect((await patch(eur, id, { _authorize: true })).status).toBe(200)
    const shipment = (await cart(eur)).body.shipments[0].id
    expect(
      (await call(patchShipment, 'PATCH', `/api/v1/commerce/shipments/${shipment}/`, { shipping_method: house.shippingMethods.courier }, eur)).status,
    ).toBe(200)
    expect(await patch(eur, id, { _place: true })).toMatchObject({ status: 409, body: { code: 'not-authorized' } })
    expect((await patch(eur, id, { _authorize: true })).status).toBe(200)
    expect(await patch(eur, id, { _place: true })).toMatchObject({ status: 200, body: { status: 'placed' } })
  })

  it('places an authorized cart: the order with its number, lines, amounts and expected delivery; a new cart; mails to the user and the house', async () => {
    await emptyCart(eur)
    // A delivery day of the market (issue 30: weekends and holidays are refused).
    const requested = nextDeliveryDay(addDays(calendarDayIn(new Date()), 60))
    await add(eur, ring({ requestedDeliveryDate: requested, orderType: 'commission', endCustomerName: 'Anna Berger' }))
    await add(eur, ring({ length: 58 }))
    const before = (await cart(eur)).body
    const placed = await authorizeAndPlace(eur, before.id)
    expect(placed.status).toBe(200)
    expect(placed.body).toMatchObject({ id: before.id, status: 'placed', number: expect.stringMatching(new RegExp(`^${new Date().getUTCFullYear()}-\\d{6}$`)) })
    // Both widths are stock lengths priced from the base SKU; 58 WG has a SKU of its own for its weight and delivery time.
    expect(placed.body.totals).toEqual({ items: 258000, shipping: 1000, total: 259000, vat: 49210, gross: 308210, currency: 'EUR' })
    const byLength = Object.fromEntries(
      placed.body.line_items.map((l: { metadata: { final_length: number }; estimated_delivery: string }) => [l.metadata.final_length, l.estimated_delivery]),
    )
    // The requested day when it is later than the delivery time; otherwise today plus the SKU's weeks (58 WG: six).
    expect(byLength).toEqual({ 56: requested, 58: addDays(calendarDayIn(new Date()), 42) })
    expect(placed.body.billing_address.city).toBe('muenchen')

    const next = (await cart(eur)).body
    expect(next.id).not.toBe(before.id)
    expect(next.line_items).toEqual([])

    await flushMail()
    const confirmation = mailsTo('jeweller@example.com').filter((m) => m.includes(placed.body.number))
    expect(confirmation).toHaveLength(1)
    expect(confirmation[0]).toMatch(/Subject: .*Bestellung/)
    expect(mailsTo('orders@aurelle.example').filter((m) => m.includes(placed.body.number))).toHaveLength(1)

    const history = await call(listOrders, 'GET', '/api/v1/commerce/orders/', undefined, eur)
    expect(history.body.results.map((o: { number: string }) => o.number)).toContain(placed.body.number)
    const foreign = await call(listOrders, 'GET', '/api/v1/commerce/orders/', undefined, chf)
    expect(foreign.body.results.map((o: { id: number }) => o.id)).not.toContain(before.id)
  })

  it('a repeated and a concurrent place create one placed order and one confirmation', async () => {
    await emptyCart(eur)
    await add(eur, ring())
    const order = (await cart(eur)).body
    expect((await patch(eur, order.id, { _authorize: true })).status).toBe(200)
    const answers = await Promise.all(Array.from({ length: 6 }, () => patch(eur, order.id, { _place: true })))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(new Set(answers.map((a) => a.body.number)).size).toBe(1)
    const again = await patch(eur, order.id, { _place: true })
    expect(again).toMatchObject({ status: 200, body: { status: 'placed', number: answers[0].body.number } })
    const placed = await payload.find({ collection: 'orders', where: { orderNumber: { equals: answers[0].body.number } }, overrideAccess: true })
    expect(placed.totalDocs).toBe(1)
    await flushMail()
    expect(mailsTo('jeweller@example.com').filter((m) => m.includes(answers[0].body.number))).toHaveLength(1)
  })

  it('a price changed between add and place is recomputed: the cart shows it and the order charges it', async () => {
    await emptyCart(eur)
    await add(eur, ring({ metalColor: 'GG', alloy: 'yellow_gold' }))
    const order = (await cart(eur)).body
    expect(order.totals.items).toBe(119000)
    const sku = await payload.findByID({ collection: 'skus', id: house.skus.ringGG, depth: 0, overrideAccess: true })
    const raised = (sku.prices ?? []).map((p) => ({ priceList: p.priceList, amount: p.priceList === house.lists.EUR ? 124000 : p.amount }))
    await payload.update({ collection: 'skus', id: house.skus.ringGG, data: { prices: raised }, overrideAccess: true })
    const placed = await authorizeAndPlace(eur, order.id)
    expect(placed.status).toBe(200)
    expect(placed.body.totals).toEqual({ items: 124000, shipping: 1000, total: 125000, vat: 23750, gross: 148750, currency: 'EUR' })
    expect(placed.body.line_items[0].amounts).toEqual({ unit: 124000, total: 124000, currency: 'EUR' })
    const line = await payload.findByID({ collection: 'order-lines', id: placed.body.line_items[0].id, depth: 0, overrideAccess: true })
    expect(line.totalAmount).toBe(124000)
  })

  it('a limitation number given to another order between add and place is refused with a clear error, and the cart is kept', async () => {
    await emptyCart(eur)
    const added = await add(eur, {
      article_group_id: house.groups.ringOfTheYear.uuid,
      quantity: 1,
      selection: { metalColor: 'GW', length: 54, orderType: 'nocommission' },
    })
    expect(added.status).toBe(201)
    const number = Number(added.body.metadata.limit_nr)
    const order = (await cart(eur)).body
    expect((await patch(eur, order.id, { _authorize: true })).status).toBe(200)
    // The house gives the number to another store's order in the meantime (in /admin).
    const other = (await cart(chf)).body
    await payload.update({
      collection: 'limitation-numbers',
      where: { and: [{ skuPrefix: { equals: '10-1206' } }, { number: { equals: number } }] },
      data: { order: other.id, line: null },
      overrideAccess: true,
    })
    const refused = await patch(eur, order.id, { _place: true })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ code: 'limitation-number-taken', detail: expect.stringMatching(/limitation number/), lines: [added.body.id] })
    const kept = (await cart(eur)).body
    expect(kept).toMatchObject({ id: order.id, status: 'cart', line_count: 1 })
    const numbers = await payload.find({ collection: 'limitation-numbers', where: { order: { equals: order.id } }, overrideAccess: true })
    expect(numbers.docs.filter((n) => n.status === 'sold')).toEqual([])
  })

  it('a hold left for more than seven days lapses: another cart takes the number, the first is refused, and its delete leaves the number alone', async () => {
    await emptyCart(eur)
    await emptyCart(chf)
    const ringOfTheYear = (extra: Record<string, unknown> = {}) => ({
      article_group_id: house.groups.ringOfTheYear.uuid,
      quantity: 1,
      selection: { metalColor: 'GW', length: 54, orderType: 'nocommission', ...extra },
    })
    const held = await add(eur, ringOfTheYear())
    expect(held.status).toBe(201)
    const number = Number(held.body.metadata.limit_nr)
    const where: Where = { and: [{ skuPrefix: { equals: '10-1206' } }, { number: { equals: number } }] }
    // Still held: nobody else gets it, even when asking for it (issue 30: refused, not swapped for another number).
    const other = await add(chf, ringOfTheYear({ yearlyRingId: String(number) }))
    expect(other).toMatchObject({ status: 409, body: { detail: 'shop.error.limitation-number-taken' } })
    await payload.update({
      collection: 'limitation-numbers',
      where,
      data: { reservedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString() },
      overrideAccess: true,
    })
    const taken = await add(chf, ringOfTheYear({ yearlyRingId: String(number) }))
    expect(Number(taken.body.metadata.limit_nr)).toBe(number)

    const order = (await cart(eur)).body
    expect((await patch(eur, order.id, { _authorize: true })).status).toBe(200)
    expect(await patch(eur, order.id, { _place: true })).toMatchObject({ status: 409, body: { code: 'limitation-number-taken', lines: [held.body.id] } })
    expect((await remove(eur, held.body.id)).status).toBe(204)
    const [row] = (await payload.find({ collection: 'limitation-numbers', where, depth: 0, overrideAccess: true })).docs
    expect(row).toMatchObject({ status: 'reserved', line: taken.body.id })
  })

  describe('placing sells the reserved limitation number in the same transaction', () => {
    it('the ring of the year: reserved with the line, sold with the order', async () => {
      await emptyCart(chf)
      const added = await add(chf, {
        article_group_id: house.groups.ringOfTheYear.uuid,
        quantity: 1,
        selection: { metalColor: 'GW', length: 56, orderType: 'nocommission' },
      })
      expect(added.status).toBe(201)
      const order = (await cart(chf)).body
      const placed = await authorizeAndPlace(chf, order.id)
      expect(placed.status).toBe(200)
      const [number] = (
        await payload.find({
          collection: 'limitation-numbers',
          where: { and: [{ skuPrefix: { equals: '10-1206' } }, { number: { equals: Number(added.body.metadata.limit_nr) } }] },
          overrideAccess: true,
          depth: 0,
        })
      ).docs
      expect(number).toMatchObject({ status: 'sold', order: order.id, line: added.body.id })
    })
  })

  it('answers 401 without a commerce token', async () => {
    expect((await cart({})).status).toBe(401)
    expect((await call(listOrders, 'GET', '/api/v1/commerce/orders/', undefined, {})).status).toBe(401)
  })
})
