import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { POST as addLine } from '@/app/api/v1/commerce/line_items/route'
import { PATCH as patchLine } from '@/app/api/v1/commerce/line_items/[id]/route'
import { GET as getOrder, PATCH as patchOrder } from '@/app/api/v1/commerce/orders/[id]/route'
import { GET as current } from '@/app/api/v1/commerce/orders/current/route'
import { GET as products } from '@/app/api/v1/commerce/products/route'
import { flushMail } from '@/server/jobs/queueMail'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { call, mailText, mailsTo } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { bearer, commerceToken, createTradeHouse, type TradeHouse } from '../support/trade'

const nbsp = '\u00a0'
const flat = (text: string) => text.replace(/\u00a0/g, ' ')

// Issue 33 "Prices a trade buyer can read": prices are net; the cart, the placed order, its answer and
// the confirmation mail show net, VAT at the billing store's country's rate and gross.
describeDb('trade shop: net prices, VAT per market, gross totals', () => {
  let payload: Payload
  let house: TradeHouse
  let munich: Record<string, string>
  let zurich: Record<string, string>
  let tokyo: Record<string, string>

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

  const ring = (extra: Record<string, unknown> = {}) => ({
    article_group_id: house.groups.ring.uuid,
    quantity: 1,
    selection: { metalColor: 'WG', alloy: 'white_gold', length: 56, orderType: 'nocommission', ...extra },
  })
  const cart = (headers: Record<string, string>) => call(current, 'GET', '/api/v1/commerce/orders/current/?language=de', undefined, headers)
  const patch = (headers: Record<string, string>, id: number, body: unknown) => call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${id}/`, body, headers)
  const place = async (headers: Record<string, string>, id: number) => {
    const authorized = await patch(headers, id, { _authorize: true })
    expect(authorized.status, JSON.stringify(authorized.body)).toBe(200)
    return patch(headers, id, { _place: true })
  }
  const setRates = (markets: { country: string; percent: number }[]) =>
    payload.updateGlobal({ slug: 'vat-rates', data: { markets }, overrideAccess: true, depth: 0 })
  const houseRates = [
    { country: 'DE', percent: 19 },
    { country: 'AT', percent: 20 },
    { country: 'CH', percent: 8.1 },
    { country: 'JP', percent: 0 },
  ]

  it('a German store: 19 % on the net total (lines and shipping), stored on the order, answered by GET orders/{id}/ and stated in the mail', async () => {
    expect((await call(addLine, 'POST', '/api/v1/commerce/line_items/', ring(), munich)).status).toBe(201)
    expect((await call(addLine, 'POST', '/api/v1/commerce/line_items/', ring({ metalColor: 'GG', alloy: 'yellow_gold' }), munich)).status).toBe(201)
    const before = (await cart(munich)).body
    // 1.290 € + 1.190 € + 10 € shipping = 2.490 € net; 19 % of it is 473,10 €.
    expect(before.totals).toEqual({ items: 248000, shipping: 1000, total: 249000, vat: 47310, gross: 296310, currency: 'EUR' })
    expect(before.formatted).toMatchObject({ total: `2.490,00${nbsp}€`, vat: `473,10${nbsp}€`, gross: `2.963,10${nbsp}€` })
    expect(before.vat_rate).toEqual({ country_code: 'DE', percent: 19 })

    const placed = await place(munich, before.id)
    expect(placed.status).toBe(200)
    expect(placed.body).toMatchObject({ status: 'placed', totals: before.totals, vat_rate: { country_code: 'DE', percent: 19 } })
    const stored = await payload.findByID({ collection: 'orders', id: before.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ totalAmount: 249000, vatCountry: 'DE', vatPercent: 19, vatAmount: 47310, grossAmount: 296310 })

    // A rate changed after placing changes nothing the order states.
    await setRates([{ country: 'DE', percent: 7 }, ...houseRates.slice(1)])
    const answer = await call(getOrder, 'GET', `/api/v1/commerce/orders/${before.id}/`, undefined, munich)
    expect(answer.status).toBe(200)
    expect(answer.body.totals).toEqual({ items: 248000, shipping: 1000, total: 249000, vat: 47310, gross: 296310, currency: 'EUR' })
    expect(answer.body.formatted).toMatchObject({ vat: `473,10${nbsp}€`, gross: `2.963,10${nbsp}€` })
    await setRates(houseRates)

    await flushMail()
    const [mail] = mailsTo('jeweller@example.com')
      .filter((m) => m.includes(placed.body.number))
      .map((m) => flat(mailText(m)))
    expect(mail).toContain('Summe netto: 2.490,00 €')
    expect(mail).toContain('zzgl. MwSt. 19 % (DE): 473,10 €')
    expect(mail).toContain('Gesamtsumme brutto: 2.963,10 €')
  })

  it('a Swiss store: 8.1 % in rappen', async () => {
    expect((await call(addLine, 'POST', '/api/v1/commerce/line_items/', ring(), zurich)).status).toBe(201)
    const before = (await cart(zurich)).body
    // 1.390 CHF + 20 CHF shipping = 1.410 CHF; 8.1 % is 114,21 CHF exactly.
    expect(before.totals).toEqual({ items: 139000, shipping: 2000, total: 141000, vat: 11421, gross: 152421, currency: 'CHF' })
    expect(before.vat_rate).toEqual({ country_code: 'CH', percent: 8.1 })
    const placed = await place(zurich, before.id)
    expect(placed.status).toBe(200)
    const answer = await call(getOrder, 'GET', `/api/v1/commerce/orders/${before.id}/`, undefined, zurich)
    expect(answer.body).toMatchObject({ totals: { total: 141000, vat: 11421, gross: 152421 }, vat_rate: { country_code: 'CH', percent: 8.1 } })
    expect(flat(answer.body.formatted.gross)).toBe('1.524,21 CHF')
    const stored = await payload.findByID({ collection: 'orders', id: before.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ vatCountry: 'CH', vatPercent: 8.1, vatAmount: 11421, grossAmount: 152421 })
  })

  it('a zero-rated market (Japan): VAT 0, gross = net, and the mail says zero rated', async () => {
    expect((await call(addLine, 'POST', '/api/v1/commerce/line_items/', ring(), tokyo)).status).toBe(201)
    const before = (await cart(tokyo)).body
    expect(before.totals).toEqual({ items: 210000, shipping: 3000, total: 213000, vat: 0, gross: 213000, currency: 'JPY' })
    expect(before.vat_rate).toEqual({ country_code: 'JP', percent: 0 })
    const placed = await place(tokyo, before.id)
    expect(placed.status).toBe(200)
    const stored = await payload.findByID({ collection: 'orders', id: before.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ vatCountry: 'JP', vatPercent: 0, vatAmount: 0, grossAmount: 213000 })
    await flushMail()
    const [mail] = mailsTo('tokyo@example.com')
      .filter((m) => m.includes(placed.body.number))
      .map((m) => flat(mailText(m)))
    expect(mail).toContain('Steuerfrei, 0 % MwSt. (JP): 0 ¥')
    expect(mail).toContain('Gesamtsumme brutto: 213.000 ¥')
  })

  it('a market without a rate is not zero rated: the cart shows no VAT and the order cannot be placed until one is kept', async () => {
    await setRates(houseRates.filter((r) => r.country !== 'DE'))
    try {
      expect((await call(addLine, 'POST', '/api/v1/commerce/line_items/', ring(), munich)).status).toBe(201)
      const before = (await cart(munich)).body
      expect(before.totals).toMatchObject({ total: 130000, vat: null, gross: null })
      expect(before.formatted).toMatchObject({ vat: null, gross: null })
      expect(before.vat_rate).toBeNull()
      const refused = await patch(munich, before.id, { _authorize: true })
      expect(refused).toMatchObject({ status: 409, body: { code: 'no-vat-rate' } })
      const stored = await payload.findByID({ collection: 'orders', id: before.id, depth: 0, overrideAccess: true })
      expect(stored.status).toBe('cart')
    } finally {
      await setRates(houseRates)
    }
    const cartNow = (await cart(munich)).body
    expect(cartNow.totals).toMatchObject({ total: 130000, vat: 24700, gross: 154700 })
    expect((await place(munich, cartNow.id)).status).toBe(200)
  })

  it('the shop answers the trade price (basePrices) and the RRP (uvp) of each colour apart', async () => {
    const row = await payload.findByID({ collection: 'product-groups', id: house.groups.ring.id, depth: 0, overrideAccess: true })
    await payload.update({
      collection: 'product-groups',
      id: house.groups.ring.id,
      data: {
        baseSkus: (row.baseSkus ?? []).map((r) => ({ ...r, rrp: r.metalColor === 'WG' ? [{ priceList: house.lists.EUR, amount: 258000 }] : [] })),
      },
      overrideAccess: true,
    })
    const res = await call(products, 'GET', '/api/v1/commerce/products/?language=de', undefined, munich)
    const group = res.body.results.find((g: { uuid: string }) => g.uuid === house.groups.ring.uuid)
    expect(group).toMatchObject({ basePrices: { WG: 129000, GG: 119000 }, uvp: { WG: 258000 } })
    expect(group.uvp.GG).toBeUndefined()
    // The line is priced at the trade price, never at the RRP.
    const added = await call(addLine, 'POST', '/api/v1/commerce/line_items/', ring(), munich)
    expect(added.body.metadata.prices.base).toBe(129000)
  })

  it('changes the pieces of a jewellery line in the cart: priced again, the totals with it, the authorization voided; 1 to 50 only (issue 33)', async () => {
    const added = await call(addLine, 'POST', '/api/v1/commerce/line_items/', ring(), munich)
    expect(added.status).toBe(201)
    const before = (await cart(munich)).body
    expect((await patch(munich, before.id, { _authorize: true })).status).toBe(200)
    const pieces = (headers: Record<string, string>, id: number, body: unknown) => call(patchLine, 'PATCH', `/api/v1/commerce/line_items/${id}/`, body, headers)

    // Prices or codes in the body are not read: only the quantity (a selection is another change, tests/int/tradeQuickOrder.test.ts).
    const changed = await pieces(munich, added.body.id, { quantity: 3, amounts: { unit: 1 }, full_code: '10-1101-0560-1-GG' })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ id: added.body.id, quantity: 3, amounts: { unit: 129000, total: 387000 }, metadata: { article_metal_color: 'WG' } })
    const after = (await cart(munich)).body
    expect(after.authorized).toBe(false)
    const others = before.totals.items - 129000
    expect(after.totals.items).toBe(others + 387000)
    expect(after.totals.gross).toBe(after.totals.total + after.totals.vat)

    expect((await pieces(munich, added.body.id, { quantity: 51 })).body).toEqual({ quantity: ['Ensure this value is less than or equal to 50.'] })
    expect((await pieces(munich, added.body.id, { quantity: 0 })).status).toBe(400)
    expect((await pieces(munich, added.body.id, {})).status).toBe(400)
    // Another store's line is not found, like an unknown one.
    expect((await pieces(zurich, added.body.id, { quantity: 2 })).status).toBe(404)
    const care = await call(
      addLine,
      'POST',
      '/api/v1/commerce/line_items/',
      { article_group_id: house.groups.careKit.uuid, quantity: 5, selection: {} },
      munich,
    )
    expect(care.status).toBe(201)
    expect((await pieces(munich, care.body.id, { quantity: 10 })).status).toBe(400)
    const stored = await payload.findByID({ collection: 'order-lines', id: care.body.id, depth: 0, overrideAccess: true })
    expect(stored.quantity).toBe(5)
  })
})
