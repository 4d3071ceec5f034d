import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { POST as addLine } from '@/app/api/v1/commerce/line_items/route'
import { PATCH as patchOrder } from '@/app/api/v1/commerce/orders/[id]/route'
import { GET as current } from '@/app/api/v1/commerce/orders/current/route'
import { POST as confirmRoute } from '@/app/api/v1/house/orders/[id]/confirm/route'
import { POST as productionRoute } from '@/app/api/v1/house/orders/[id]/production/route'
import { POST as shipmentsRoute } from '@/app/api/v1/house/orders/[id]/shipments/route'
import { addDays, calendarDayIn } from '@/domain/trade/calendarDay'
import { flushMail } from '@/server/jobs/queueMail'
import { orderDeskPage } from '@/server/orders/orderDesk'
import { deskFilterOf } from '@/server/orders/orderDeskView'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { stopSearchIndex } from '@/server/search/searchService'
import { call } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { orderMailHouse, type TradeHouse } from '../support/trade'

type Handler = (request: Request) => Promise<Response>
type Line = { id: number; status: string }

// Issue 33: "Brand staff and admins work orders in the admin, on one screen made for it: new orders
// first […]". The desk (/admin/order-desk) moves lines through the house's API with the staff
// member's own admin session, from the admin's own origin: a session cookie must be enough, an
// editor's is not; the desk's list is filtered by status.
describeDb('the admin’s order desk', () => {
  let payload: Payload
  let house: TradeHouse
  let eur: Record<string, string>
  const password = 'Werkbank-Auftrag-2026!'
  /** What a browser sends with the admin's fetch to its own origin (the test's requests go to http://maison.test). */
  const sameOrigin = { host: 'maison.test', origin: 'http://maison.test', 'sec-fetch-site': 'same-origin' }
  let brand: Record<string, string>
  let editor: Record<string, string>
  const orders: { id: number; lines: Line[] }[] = []
  const day = addDays(calendarDayIn(new Date()), 30)

  beforeAll(async () => {
    payload = await testPayload()
    ;({ house, eur } = await orderMailHouse(payload))
    const session = async (email: string, role: string) => {
      await payload.create({ collection: 'admins', data: { email, password, role } as never, overrideAccess: true })
      const { token } = await payload.login({ collection: 'admins', data: { email, password } })
      return { cookie: `payload-token=${token}`, ...sameOrigin }
    }
    brand = await session('schreibtisch@maison.test', 'brand')
    editor = await session('redaktion@maison.test', 'editor')
    // Three orders, one after the other: a ring of two pieces, then two single rings.
    for (const [metalColor, length, quantity] of [
      ['WG', 54, 2],
      ['GG', 56, 1],
      ['WG', 58, 1],
    ] as const) {
      const added = await call(
        addLine,
        'POST',
        '/api/v1/commerce/line_items/',
        {
          article_group_id: house.groups.ring.uuid,
          quantity,
          selection: { metalColor, alloy: metalColor === 'WG' ? 'white_gold' : 'yellow_gold', length, orderType: 'nocommission' },
        },
        eur,
      )
      expect(added.status, JSON.stringify(added.body)).toBe(201)
      const cart = (await call(current, 'GET', '/api/v1/commerce/orders/current/', undefined, eur)).body
      expect((await call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${cart.id}/`, { _authorize: true }, eur)).status).toBe(200)
      const placed = await call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${cart.id}/`, { _place: true }, eur)
      expect(placed.body, JSON.stringify(placed.body)).toMatchObject({ status: 'placed' })
      orders.push({ id: cart.id, lines: placed.body.line_items })
    }
  })
  beforeEach(() => resetAllLimits())
  afterAll(async () => {
    await flushMail()
    stopSearchIndex()
  })

  const post = (handler: Handler, orderId: number, move: string, body: unknown, headers: Record<string, string>) =>
    call(handler, 'POST', `/api/v1/house/orders/${orderId}/${move}/`, body, headers)
  const events = async () => (await payload.count({ collection: 'order-events', overrideAccess: true })).totalDocs

  it("a brand staff member's own admin session moves lines from the admin's origin: confirm, ship, into production", async () => {
    const [a, b] = orders as [(typeof orders)[0], (typeof orders)[0]]
    const confirmed = await post(confirmRoute, a.id, 'confirm', { lines: [{ id: a.lines[0]!.id, estimated_delivery: day }] }, brand)
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    expect(confirmed.body.line_items[0]).toMatchObject({ status: 'confirmed', estimated_delivery: day })
    // Who moved it: the staff member behind the session.
    expect(confirmed.body.history.at(-1)).toMatchObject({ type: 'confirmed', by: 'schreibtisch@maison.test' })
    const shipped = await post(
      shipmentsRoute,
      a.id,
      'shipments',
      { lines: [{ id: a.lines[0]!.id, serial_numbers: ['DESK-0001'] }], carrier: 'Ferrari Group', tracking_number: 'FG-777' },
      brand,
    )
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(201)
    expect((await post(confirmRoute, b.id, 'confirm', { lines: [{ id: b.lines[0]!.id, estimated_delivery: day }] }, brand)).status).toBe(200)
    const produced = await post(productionRoute, b.id, 'production', { lines: [b.lines[0]!.id] }, brand)
    expect(produced.status, JSON.stringify(produced.body)).toBe(200)
    expect(produced.body.status).toBe('in_production')
  })

  it("an editor's session cannot move an order (403, as with an editor's API key), and nothing is written", async () => {
    const [a, , c] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]]
    const before = await events()
    const lineBefore = await payload.findByID({ collection: 'order-lines', id: c.lines[0]!.id, depth: 0, overrideAccess: true })
    const refused = await post(confirmRoute, c.id, 'confirm', { lines: [{ id: c.lines[0]!.id, estimated_delivery: day }] }, editor)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ detail: 'You do not have permission to perform this action.' })
    expect((await post(shipmentsRoute, a.id, 'shipments', { lines: [{ id: a.lines[0]!.id, serial_numbers: ['DESK-0002'] }] }, editor)).status).toBe(403)
    // Refused before the order is looked up: an unknown order is no different.
    expect((await post(productionRoute, 999999, 'production', { lines: [1] }, editor)).status).toBe(403)
    expect(await events()).toBe(before)
    expect(await payload.findByID({ collection: 'order-lines', id: c.lines[0]!.id, depth: 0, overrideAccess: true })).toEqual(lineBefore)
  })

  it("the brand session's cookie from another site, or with no cookie at all, moves nothing", async () => {
    const [, , c] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]]
    const body = { lines: [{ id: c.lines[0]!.id, estimated_delivery: day }] }
    const before = await events()
    expect((await post(confirmRoute, c.id, 'confirm', body, { ...brand, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await post(confirmRoute, c.id, 'confirm', body, sameOrigin)).status).toBe(401)
    expect(await events()).toBe(before)
  })

  it('the desk lists one status at a time, new orders by default, each order with its deliveries and each line with its serials', async () => {
    const [a, b, c] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]]
    const ids = async (status: Parameters<typeof orderDeskPage>[1]['status']) =>
      (await orderDeskPage(payload, { page: 1, status }, 'de')).orders.map((o) => [o.id, o.status])
    expect(deskFilterOf(undefined)).toBe('placed')
    expect(deskFilterOf('lost')).toBe('placed')
    expect(deskFilterOf('in_production')).toBe('in_production')
    expect(await ids('placed')).toEqual([[c.id, 'placed']])
    expect(await ids('confirmed')).toEqual([[a.id, 'confirmed']])
    expect(await ids('in_production')).toEqual([[b.id, 'in_production']])
    expect(await ids('shipped')).toEqual([])
    expect(await ids('cancelled')).toEqual([])
    // All of them, newest first.
    expect(await ids('all')).toEqual([
      [c.id, 'placed'],
      [b.id, 'in_production'],
      [a.id, 'confirmed'],
    ])

    const desk = await orderDeskPage(payload, { page: 1, status: 'confirmed' }, 'de')
    expect(desk).toMatchObject({ page: 1, totalPages: 1, status: 'confirmed' })
    const [order] = desk.orders
    expect(order!.lines).toEqual([
      expect.objectContaining({
        id: a.lines[0]!.id,
        position: 1,
        quantity: 2,
        status: 'confirmed',
        estimatedDelivery: day,
        shippedSerials: ['DESK-0001'],
        piecesToShip: 1,
        cancelReason: null,
      }),
    ])
    expect(order!.deliveries).toEqual([
      {
        id: expect.any(Number),
        carrier: 'Ferrari Group',
        trackingNumber: 'FG-777',
        shippedAt: expect.any(String),
        lines: [{ id: a.lines[0]!.id, serialNumbers: ['DESK-0001'] }],
      },
    ])
    const placed = (await orderDeskPage(payload, { page: 1, status: 'placed' }, 'de')).orders[0]!
    expect(placed.lines[0]).toMatchObject({ shippedSerials: [], piecesToShip: 1 })
    expect(placed.deliveries).toEqual([])
  })
})
