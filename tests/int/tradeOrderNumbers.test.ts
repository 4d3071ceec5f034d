import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { DELETE as deleteLine } from '@/app/api/v1/commerce/line_items/[id]/route'
import { POST as addLine } from '@/app/api/v1/commerce/line_items/route'
import { PATCH as patchOrder } from '@/app/api/v1/commerce/orders/[id]/route'
import { GET as current } from '@/app/api/v1/commerce/orders/current/route'
import { PATCH as patchShipment } from '@/app/api/v1/commerce/shipments/[id]/route'
import { flushMail } from '@/server/jobs/queueMail'
import { placeOrder, type Confirmation } from '@/server/trade/placeOrder'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { call, mailsTo } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { bearer, commerceToken, createTradeHouse, type TradeHouse } from '../support/trade'

/** The running part of an order number, "2026-000042" → 42. */
const sequence = (number: string) => Number(number.split('-')[1])

// Issue 30: order numbers follow the order of placement (they came from the cart's id, so a cart
// opened earlier and placed later got the lower number); and the shipment's answer tells the truth
// about the authorization the change voided.
describeDb('trade shop: order numbers in the order of placement', () => {
  let payload: Payload
  let house: TradeHouse
  let eur: Record<string, string>
  let chf: Record<string, string>
  let jpy: Record<string, string>

  beforeAll(async () => {
    process.env.ORDERS_NOTIFY_TO = 'orders@aurelle.example'
    payload = await testPayload()
    house = await createTradeHouse(payload)
    const { users, stores } = house
    eur = bearer(await commerceToken(payload, users.jeweller, stores.munich, 'EUR'))
    chf = bearer(await commerceToken(payload, users.manager, stores.zurich, 'CHF'))
    jpy = bearer(await commerceToken(payload, users.tokyo, stores.tokyo, 'JPY'))
  })
  beforeEach(() => resetAllLimits())
  afterAll(() => flushMail())

  const ring = { article_group_id: '', quantity: 1, selection: { metalColor: 'WG', alloy: 'white_gold', length: 56, orderType: 'nocommission' } }
  const add = (headers: Record<string, string>) =>
    call(addLine, 'POST', '/api/v1/commerce/line_items/', { ...ring, article_group_id: house.groups.ring.uuid }, headers)
  const cart = async (headers: Record<string, string>) => (await call(current, 'GET', '/api/v1/commerce/orders/current/', undefined, headers)).body
  const patch = (headers: Record<string, string>, id: number, body: unknown) => call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${id}/`, body, headers)
  /** A cart with one ring, authorized: its id. */
  const readyCart = async (headers: Record<string, string>): Promise<number> => {
    expect((await add(headers)).status).toBe(201)
    const { id } = await cart(headers)
    expect((await patch(headers, id, { _authorize: true })).status).toBe(200)
    return id
  }
  const place = async (headers: Record<string, string>, id: number): Promise<string> => {
    const placed = await patch(headers, id, { _place: true })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    return placed.body.number
  }

  it('a cart opened first but placed last gets the higher number; numbers run on by one', async () => {
    const opened = await readyCart(eur)
    const later = await readyCart(chf)
    expect(later).toBeGreaterThan(opened)
    const first = await place(chf, later)
    const second = await place(eur, opened)
    expect(first).toMatch(new RegExp(`^${new Date().getUTCFullYear()}-\\d{6}$`))
    expect(second).toMatch(new RegExp(`^${new Date().getUTCFullYear()}-\\d{6}$`))
    expect(sequence(second)).toBe(sequence(first) + 1)
    const third = await place(jpy, await readyCart(jpy))
    expect(sequence(third)).toBe(sequence(second) + 1)
  })

  it('placements at the same moment each get their own number, without a gap, and each confirmation names its own', async () => {
    const carts = [
      [eur, await readyCart(eur)],
      [chf, await readyCart(chf)],
      [jpy, await readyCart(jpy)],
    ] as const
    const numbers = await Promise.all(carts.map(([headers, id]) => place(headers, id)))
    const sequences = numbers.map(sequence).sort((a, b) => a - b)
    expect(new Set(sequences).size).toBe(3)
    expect(sequences[2] - sequences[0]).toBe(2)
    const stored = await payload.find({ collection: 'orders', where: { orderNumber: { in: numbers } }, depth: 0, overrideAccess: true })
    expect(stored.docs.map((o) => o.id).sort()).toEqual(carts.map(([, id]) => id).sort())
    await flushMail()
    // A placement that lost the race for a number wrote its mails again with the number it got;
    // the ones it wrote first (with the winner's number) never go out.
    for (const number of numbers) expect(mailsTo('orders@aurelle.example').filter((m) => m.includes(number))).toHaveLength(1)
  })

  it('a placement whose number another placement took meanwhile takes the next one; its first mails are dropped', async () => {
    const idA = await readyCart(eur)
    const idB = await readyCart(chf)
    const orderA = await payload.findByID({ collection: 'orders', id: idA, depth: 0, overrideAccess: true })
    const written: { number: string; released: boolean; discarded: boolean }[] = []
    let numberB = ''
    // The confirmation is written between choosing the number and committing: the moment another
    // process may commit a placement of its own. Here one does, on the first attempt.
    const confirm: Confirmation = async (placed) => {
      const mails = { number: placed.order.orderNumber ?? '', released: false, discarded: false }
      written.push(mails)
      if (written.length === 1) numberB = await place(chf, idB)
      return { release: () => void (mails.released = true), discard: async () => void (mails.discarded = true) }
    }
    const result = await placeOrder(payload, orderA, 'de', confirm)
    expect(result).toMatchObject({ placed: true })
    const numberA = (result as { order: { orderNumber: string } }).order.orderNumber
    expect(written.map((w) => w.number)).toEqual([numberB, numberA])
    expect(sequence(numberA)).toBe(sequence(numberB) + 1)
    expect(written).toMatchObject([
      { released: false, discarded: true },
      { released: true, discarded: false },
    ])
  })

  it('PATCH shipments/{id}/ answers "authorized": false when the new method voided the authorization', async () => {
    const id = await readyCart(eur)
    const before = await cart(eur)
    expect(before.authorized).toBe(true)
    const shipment = before.shipments[0].id
    const changed = await call(patchShipment, 'PATCH', `/api/v1/commerce/shipments/${shipment}/`, { shipping_method: house.shippingMethods.courier }, eur)
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ id, authorized: false })
    expect((await cart(eur)).authorized).toBe(false)
    // The same method again changes nothing: an authorization given after it still holds.
    expect((await patch(eur, id, { _authorize: true })).status).toBe(200)
    const same = await call(patchShipment, 'PATCH', `/api/v1/commerce/shipments/${shipment}/`, { shipping_method: house.shippingMethods.courier }, eur)
    expect(same.body).toMatchObject({ id, authorized: true })
    for (const line of (await cart(eur)).line_items) await call(deleteLine, 'DELETE', `/api/v1/commerce/line_items/${line.id}/`, undefined, eur)
  })
})
