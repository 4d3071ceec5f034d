import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { POST as addLine } from '@/app/api/v1/commerce/line_items/route'
import { POST as jewellerCancel } from '@/app/api/v1/commerce/orders/[id]/cancel/route'
import { PATCH as patchOrder } from '@/app/api/v1/commerce/orders/[id]/route'
import { GET as current } from '@/app/api/v1/commerce/orders/current/route'
import { POST as cancelRoute } from '@/app/api/v1/house/orders/[id]/cancel/route'
import { POST as confirmRoute } from '@/app/api/v1/house/orders/[id]/confirm/route'
import { POST as productionRoute } from '@/app/api/v1/house/orders/[id]/production/route'
import { GET as houseOrder } from '@/app/api/v1/house/orders/[id]/route'
import { POST as shipmentsRoute } from '@/app/api/v1/house/orders/[id]/shipments/route'
import { POST as itemActions } from '@/app/api/v1/inventory/actions/route'
import { addDays, calendarDayIn } from '@/domain/trade/calendarDay'
import { flushMail } from '@/server/jobs/queueMail'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { stopSearchIndex } from '@/server/search/searchService'
import { storeOrderPage } from '@/server/trade/storeOrderPage'
import { call } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { tokenOf } from '../support/portal'
import { orderMailHouse, type TradeHouse } from '../support/trade'

type Line = { id: number; full_code: string }

// Issue 33: "Every move ... shows on `/{locale}/orders/` and a new order page `/{locale}/orders/{id}/`
// with a timeline, per-line status, estimated delivery, tracking, and documents." The page's data is
// the ordering store's alone, and the house's people stay the house's: a jeweller reads "Aurelle",
// never a staff member's e-mail.
describeDb("the jeweller's order page", () => {
  let payload: Payload
  let house: TradeHouse
  let eur: Record<string, string>
  const deskKey = 'c4d5e6f7-erp-key-of-the-order-page-0001'
  const erp = { authorization: `admins API-Key ${deskKey}` }
  const staffEmail = 'desk@maison.test'
  let orderId: number
  let lines: Line[]
  const day = addDays(calendarDayIn(new Date()), 28)

  beforeAll(async () => {
    payload = await testPayload()
    ;({ house, eur } = await orderMailHouse(payload))
    await payload.create({
      collection: 'admins',
      data: { email: staffEmail, password: 'Werkbank-Auftrag-2026!', role: 'brand', enableAPIKey: true, apiKey: deskKey } as never,
      overrideAccess: true,
    })
    // Three rings, each its own line, placed by the Munich jeweller.
    for (const length of [54, 56, 58]) {
      const added = await call(
        addLine,
        'POST',
        '/api/v1/commerce/line_items/',
        { article_group_id: house.groups.ring.uuid, quantity: 1, selection: { metalColor: 'WG', alloy: 'white_gold', length, orderType: 'nocommission' } },
        eur,
      )
      expect(added.status, JSON.stringify(added.body)).toBe(201)
    }
    const cart = (await call(current, 'GET', '/api/v1/commerce/orders/current/', undefined, eur)).body
    expect((await call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${cart.id}/`, { _authorize: true }, eur)).status).toBe(200)
    const placed = await call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${cart.id}/`, { _place: true }, eur)
    expect(placed.body).toMatchObject({ status: 'placed' })
    orderId = cart.id
    lines = placed.body.line_items
  })
  beforeEach(() => resetAllLimits())
  afterAll(async () => {
    await flushMail()
    stopSearchIndex()
  })

  const page = (storeId: number, id: string | number = orderId) => storeOrderPage(payload, { storeId, id: String(id), locale: 'de' })
  const post = (handler: (request: Request) => Promise<Response>, move: string, body: unknown) =>
    call(handler, 'POST', `/api/v1/house/orders/${orderId}/${move}/`, body, erp)

  it("is the ordering store's alone: another store, an unknown id, a malformed id or a cart get nothing", async () => {
    const mine = await page(house.stores.munich)
    expect(mine?.order).toMatchObject({ id: orderId, status: 'placed', deliveries: [] })
    expect(mine?.timeline).toEqual([{ kind: 'placed', at: mine!.order.placed_at, actor: 'store', person: null }])
    for (const store of [house.stores.berlin, house.stores.zurich, house.stores.tokyo]) expect(await page(store)).toBeNull()
    expect(await page(house.stores.munich, 999999)).toBeNull()
    expect(await page(house.stores.munich, 'abc')).toBeNull()
    expect(await page(house.stores.munich, `${orderId} or 1=1`)).toBeNull()
    // The jeweller's next cart, of the same store: not a placed order, so no order page.
    const cart = (await call(current, 'GET', '/api/v1/commerce/orders/current/', undefined, eur)).body
    expect(cart.id).not.toBe(orderId)
    expect(await page(house.stores.munich, cart.id)).toBeNull()
  })

  it('shows every move oldest first, in plain terms, naming the house and never a member of staff', async () => {
    const [a, b, c] = lines as [Line, Line, Line]
    const cancelled = await call(jewellerCancel, 'POST', `/api/v1/commerce/orders/${orderId}/cancel/`, { lines: [b.id], reason: 'Kundin verzichtet' }, eur)
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect((await post(confirmRoute, 'confirm', { lines: [a, c].map((l) => ({ id: l.id, estimated_delivery: day })) })).status).toBe(200)
    expect((await post(cancelRoute, 'cancel', { lines: [c.id], reason: 'Stein nicht lieferbar' })).status).toBe(200)
    expect((await post(productionRoute, 'production', { lines: [a.id] })).status).toBe(200)
    const shipped = await post(shipmentsRoute, 'shipments', {
      lines: [{ id: a.id, serial_numbers: ['OP-0001'] }],
      carrier: 'Ferrari Group',
      tracking_number: 'FG-778899',
    })
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(201)
    // A colleague of the store receives the piece (the portal's sell-in).
    const lager = await payload.create({
      collection: 'users',
      data: {
        email: 'lager@example.com',
        password: 'Goldfaden-1897',
        isActive: true,
        role: 'jeweller',
        language: 'DE',
        portal_locations: [house.stores.munich],
      } as never,
      overrideAccess: true,
      depth: 0,
    })
    await payload.create({
      collection: 'location-users',
      data: { user: lager.id, location: house.stores.munich, permissions: ['inventory:log_article_sell_in', 'inventory:view_current'] } as never,
      overrideAccess: true,
      depth: 0,
    })
    const received = await call(
      itemActions,
      'POST',
      '/api/v1/inventory/actions/',
      [{ item_id: 'OP-0001', action: 'log_sell_in', parameters: {} }],
      await tokenOf(payload, lager),
    )
    expect(received.status, JSON.stringify(received.body)).toBe(200)

    // The house's own answer records who moved the order: its staff member's e-mail.
    const theHouse = (await call(houseOrder, 'GET', `/api/v1/house/orders/${orderId}/`, undefined, erp)).body
    expect(theHouse.history.filter((e: { by: string }) => e.by === staffEmail)).toHaveLength(4)

    const mine = await page(house.stores.munich)
    expect(mine).not.toBeNull()
    const { order, timeline } = mine!
    expect(order.status).toBe('delivered')
    expect(order.line_items.map((l) => [l.status, l.estimated_delivery])).toEqual([
      ['delivered', day],
      ['cancelled', expect.any(String)],
      ['cancelled', day],
    ])
    expect(order.line_items[2]!.cancel_reason).toBe('Stein nicht lieferbar')
    expect(order.deliveries).toMatchObject([{ carrier: 'Ferrari Group', tracking_number: 'FG-778899', lines: [{ id: a.id, serial_numbers: ['OP-0001'] }] }])
    expect(timeline.map((e) => [e.kind, e.actor, e.person])).toEqual([
      ['placed', 'store', null],
      ['cancelled', 'store', 'jeweller@example.com'],
      ['confirmed', 'house', null],
      ['cancelled', 'house', null],
      ['in_production', 'house', null],
      ['shipped', 'house', null],
      ['received', 'store', 'lager@example.com'],
    ])
    expect(timeline[1]).toMatchObject({ lines: [b.id], reason: 'Kundin verzichtet' })
    expect(timeline[2]).toMatchObject({
      lines: [
        { id: a.id, estimatedDelivery: day },
        { id: c.id, estimatedDelivery: day },
      ],
    })
    expect(timeline[3]).toMatchObject({ lines: [c.id], reason: 'Stein nicht lieferbar' })
    expect(timeline[5]).toMatchObject({ carrier: 'Ferrari Group', trackingNumber: 'FG-778899', lines: [{ id: a.id, serialNumbers: ['OP-0001'] }] })
    expect(timeline[6]).toMatchObject({ serialNumbers: ['OP-0001'], deliveredLines: [a.id] })
    const times = timeline.map((e) => Date.parse(e.at))
    expect([...times].sort((x, y) => x - y)).toEqual(times)
    // Nothing of the house's people reaches the store's page.
    expect(JSON.stringify(mine)).not.toContain(staffEmail)
    expect(JSON.stringify(mine)).not.toContain('maison.test')
    // Still nobody else's.
    expect(await page(house.stores.berlin)).toBeNull()
  })
})
