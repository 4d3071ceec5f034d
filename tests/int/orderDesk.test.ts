import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { POST as addLine } from '@/app/api/v1/commerce/line_items/route'
import { POST as jewellerCancel } from '@/app/api/v1/commerce/orders/[id]/cancel/route'
import { GET as getOrder, PATCH as patchOrder } from '@/app/api/v1/commerce/orders/[id]/route'
import { GET as current } from '@/app/api/v1/commerce/orders/current/route'
import { POST as cancelRoute } from '@/app/api/v1/house/orders/[id]/cancel/route'
import { POST as confirmRoute } from '@/app/api/v1/house/orders/[id]/confirm/route'
import { POST as productionRoute } from '@/app/api/v1/house/orders/[id]/production/route'
import { GET as houseOrder } from '@/app/api/v1/house/orders/[id]/route'
import { POST as shipmentsRoute } from '@/app/api/v1/house/orders/[id]/shipments/route'
import { GET as houseOrders } from '@/app/api/v1/house/orders/route'
import { GET as itemHistory } from '@/app/api/v1/inventory/[id]/history/route'
import { POST as itemActions } from '@/app/api/v1/inventory/actions/route'
import { GET as inventory } from '@/app/api/v1/inventory/route'
import { GET as openOrders } from '@/app/api/v1/open-orders/route'
import { addDays, calendarDayIn } from '@/domain/trade/calendarDay'
import { nextDeliveryDay } from '@/domain/trade/deliveryDays'
import { flushMail } from '@/server/jobs/queueMail'
import { orderDeskPage } from '@/server/orders/orderDesk'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { stopSearchIndex } from '@/server/search/searchService'
import { call, mailsTo } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { tokenOf } from '../support/portal'
import { bearer, commerceToken, orderMailHouse, type TradeHouse } from '../support/trade'

type Handler = (request: Request) => Promise<Response>
type Line = { id: number; status: string; estimated_delivery: string | null; full_code: string }
type Delivery = { id: number; carrier: string | null; tracking_number: string | null; lines: { id: number; serial_numbers: string[] }[] }

// Issue 33: the house works a placed order through its ERP API (staff API key or staff session):
// confirm with a day, produce, ship in deliveries with one serial number per piece; a move that
// does not fit is 409 and writes nothing; the jeweller may cancel a line before it is confirmed;
// every move mails the ordering user.
describeDb('order desk: the house works its orders', () => {
  let payload: Payload
  let house: TradeHouse
  let eur: Record<string, string>
  const brandKey = 'b7c1d2e3-erp-key-of-the-brand-desk-0001'
  const editorKey = 'e0d1c2b3-key-of-an-editor-not-allowed-02'
  const erp = { authorization: `admins API-Key ${brandKey}` }
  let orderId: number
  let lines: Line[]
  const today = calendarDayIn(new Date())
  const day = addDays(today, 21)
  const requested = nextDeliveryDay(addDays(today, 90))
  // The confirmation mails the walk expects (one per confirm that was written).
  let confirmMails = 1

  beforeAll(async () => {
    payload = await testPayload()
    ;({ house, eur } = await orderMailHouse(payload))
    const staff = async (email: string, role: string, apiKey: string) =>
      payload.create({
        collection: 'admins',
        data: { email, password: 'Werkbank-Auftrag-2026!', role, enableAPIKey: true, apiKey } as never,
        overrideAccess: true,
      })
    await staff('desk@maison.test', 'brand', brandKey)
    await staff('editor@maison.test', 'editor', editorKey)
    // The jeweller orders four rings (each its own line), authorizes and places.
    for (const [metalColor, length] of [
      ['WG', 54],
      ['WG', 56],
      ['WG', 58],
      ['GG', 56],
    ] as const) {
      const added = await call(
        addLine,
        'POST',
        '/api/v1/commerce/line_items/',
        {
          article_group_id: house.groups.ring.uuid,
          quantity: 1,
          // The first ring is a commission for an end customer, on a day she asked for.
          selection: {
            metalColor,
            alloy: metalColor === 'WG' ? 'white_gold' : 'yellow_gold',
            length,
            ...(length === 54 ? { orderType: 'commission', endCustomerName: 'Lena Berger', requestedDeliveryDate: requested } : { orderType: 'nocommission' }),
          },
        },
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
    expect(lines.map((l) => l.status)).toEqual(['placed', 'placed', 'placed', 'placed'])
  })
  beforeEach(() => resetAllLimits())
  afterAll(async () => {
    await flushMail()
    stopSearchIndex()
  })

  const post = (handler: Handler, move: string, body: unknown, headers: Record<string, string> = erp) =>
    call(handler, 'POST', `/api/v1/house/orders/${orderId}/${move}/`, body, headers)
  /** What a refused move must leave untouched: the order, its lines, deliveries, pieces and history. */
  const written = async () => ({
    order: await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true }),
    lines: (await payload.find({ collection: 'order-lines', where: { order: { equals: orderId } }, sort: 'id', depth: 0, overrideAccess: true })).docs,
    deliveries: (await payload.count({ collection: 'deliveries', overrideAccess: true })).totalDocs,
    pieces: (await payload.count({ collection: 'pieces', overrideAccess: true })).totalDocs,
    events: (await payload.count({ collection: 'order-events', overrideAccess: true })).totalDocs,
  })
  const refusedWithoutWriting = async (send: () => Promise<{ status: number; body: { code?: string } }>, status: number, code: string) => {
    const before = await written()
    const answer = await send()
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(answer.body.code).toBe(code)
    expect(await written()).toEqual(before)
  }
  const mailsAbout = (subject: RegExp) => mailsTo('jeweller@example.com').filter((m) => subject.test(m))

  it('only brand staff and admins: 401 without credentials or with a site token, 403 for an editor', async () => {
    expect((await call(houseOrders, 'GET', '/api/v1/house/orders/')).status).toBe(401)
    expect((await call(houseOrders, 'GET', '/api/v1/house/orders/', undefined, eur)).status).toBe(401)
    expect((await call(houseOrders, 'GET', '/api/v1/house/orders/', undefined, { authorization: `admins API-Key ${editorKey}` })).status).toBe(403)
    expect((await call(houseOrders, 'GET', '/api/v1/house/orders/', undefined, { authorization: 'admins API-Key not-a-key' })).status).toBe(401)
    expect((await post(confirmRoute, 'confirm', { lines: [{ id: lines[0]!.id, estimated_delivery: day }] }, {})).status).toBe(401)
  })

  it("the admin's order desk shows new orders first, per line the article number, options, end customer and requested day", async () => {
    const desk = await orderDeskPage(payload, { page: 1, status: 'placed' }, 'de')
    expect(desk).toMatchObject({ page: 1, totalPages: 1 })
    const [order] = desk.orders
    expect(order).toMatchObject({ id: orderId, status: 'placed', store: 'Juwelier muenchen' })
    expect(order!.lines.map((l) => l.articleNumber)).toEqual(lines.map((l) => l.full_code))
    expect(order!.lines[0]).toMatchObject({ quantity: 1, endCustomer: 'Lena Berger', requestedDate: requested, status: 'placed', engravingImage: null })
    expect(order!.lines[0]!.options).toEqual(expect.arrayContaining([expect.stringMatching(/Weißgold/), expect.stringMatching(/Ringweite.*54/)]))
    expect(order!.lines[0]!.options.join(' ')).not.toMatch(/Lena Berger/)
  })

  it('lists placed orders with the house fields, filtered by status', async () => {
    const list = await call(houseOrders, 'GET', '/api/v1/house/orders/?status=placed&page=1', undefined, erp)
    expect(list.status, JSON.stringify(list.body)).toBe(200)
    expect(list.body).toMatchObject({ count: 1, next: null })
    expect(list.body.results[0]).toMatchObject({
      id: orderId,
      status: 'placed',
      store: { id: house.stores.munich, name: 'Juwelier muenchen' },
      ordered_by: { email: 'jeweller@example.com' },
      deliveries: [],
      history: [],
    })
    expect((await call(houseOrders, 'GET', '/api/v1/house/orders/?status=shipped', undefined, erp)).body.count).toBe(0)
    expect((await call(houseOrders, 'GET', '/api/v1/house/orders/?status=lost', undefined, erp)).status).toBe(400)
  })

  it('the jeweller cancels a line before it is confirmed, not after', async () => {
    const cancelled = await call(
      jewellerCancel,
      'POST',
      `/api/v1/commerce/orders/${orderId}/cancel/`,
      { lines: [lines[3]!.id], reason: 'Kundin verzichtet' },
      eur,
    )
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(cancelled.body.line_items[3]).toMatchObject({ status: 'cancelled', cancel_reason: 'Kundin verzichtet' })
    expect(cancelled.body.status).toBe('placed')
    // Another store's token does not find the order.
    const tokyo = bearer(await commerceToken(payload, house.users.tokyo, house.stores.tokyo, 'JPY'))
    expect((await call(jewellerCancel, 'POST', `/api/v1/commerce/orders/${orderId}/cancel/`, { lines: [lines[0]!.id] }, tokyo)).status).toBe(404)
  })

  it('confirms lines with a delivery day; a day in the past is 400, a cancelled line 409, and neither writes', async () => {
    await refusedWithoutWriting(
      () => post(confirmRoute, 'confirm', { lines: [{ id: lines[0]!.id, estimated_delivery: addDays(today, -1) }] }),
      400,
      'date-in-past',
    )
    await refusedWithoutWriting(() => post(confirmRoute, 'confirm', { lines: [{ id: lines[3]!.id, estimated_delivery: day }] }), 409, 'move-not-allowed')
    await refusedWithoutWriting(() => post(confirmRoute, 'confirm', { lines: [{ id: 999999, estimated_delivery: day }] }), 400, 'unknown-line')
    const confirmed = await post(confirmRoute, 'confirm', { lines: lines.slice(0, 3).map((l) => ({ id: l.id, estimated_delivery: day })) })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    expect(confirmed.body.status).toBe('confirmed')
    expect(confirmed.body.line_items.map((l: Line) => [l.status, l.estimated_delivery])).toEqual([
      ['confirmed', day],
      ['confirmed', day],
      ['confirmed', day],
      ['cancelled', lines[3]!.estimated_delivery],
    ])
    expect(confirmed.body.history.map((e: { type: string }) => e.type)).toEqual(['cancelled', 'confirmed'])
    // Now confirmed, the jeweller can no longer cancel it.
    const late = await call(jewellerCancel, 'POST', `/api/v1/commerce/orders/${orderId}/cancel/`, { lines: [lines[0]!.id] }, eur)
    expect(late.status).toBe(409)
    expect(late.body.code).toBe('move-not-allowed')
  })

  it('moves at once on one order: each is written whole or not at all, and only a written move mails', async () => {
    const events = async () => (await payload.count({ collection: 'order-events', overrideAccess: true })).totalDocs
    const before = await events()
    const days = [addDays(day, 1), addDays(day, 2), addDays(day, 3)]
    const answers = await Promise.all(days.map((d) => post(confirmRoute, 'confirm', { lines: [{ id: lines[0]!.id, estimated_delivery: d }] })))
    const written = answers.filter((a) => a.status === 200)
    expect(written.length).toBeGreaterThanOrEqual(1)
    for (const a of answers.filter((x) => x.status !== 200)) expect(a).toMatchObject({ status: 409, body: { code: 'order-changed' } })
    confirmMails += written.length
    expect(await events()).toBe(before + written.length)
    // The line carries the day of the move that was written last.
    const stored = await payload.findByID({ collection: 'order-lines', id: lines[0]!.id, depth: 0, overrideAccess: true })
    expect(written.map((a) => a.body.line_items[0].estimated_delivery)).toContain(stored.estimatedDelivery)
    // Back to the day of the others, for the rest of the walk.
    const reset = await post(confirmRoute, 'confirm', { lines: [{ id: lines[0]!.id, estimated_delivery: day }] })
    expect(reset.status).toBe(200)
    confirmMails += 1
  })

  it('puts confirmed lines into production, once', async () => {
    const produced = await post(productionRoute, 'production', { lines: lines.slice(0, 3).map((l) => l.id) })
    expect(produced.status, JSON.stringify(produced.body)).toBe(200)
    expect(produced.body.status).toBe('in_production')
    await refusedWithoutWriting(() => post(productionRoute, 'production', { lines: [lines[0]!.id] }), 409, 'move-not-allowed')
  })

  it('ships in two deliveries with one serial per piece; every misfit is 409 and writes nothing', async () => {
    const [a, b, c, d] = lines as [Line, Line, Line, Line]
    await refusedWithoutWriting(() => post(shipmentsRoute, 'shipments', { lines: [{ id: d.id, serial_numbers: ['AU-0001'] }] }), 409, 'move-not-allowed')
    await refusedWithoutWriting(
      () => post(shipmentsRoute, 'shipments', { lines: [{ id: a.id, serial_numbers: ['AU-0001', 'AU-0002'] }] }),
      409,
      'too-many-serials',
    )
    await refusedWithoutWriting(
      () =>
        post(shipmentsRoute, 'shipments', {
          lines: [
            { id: a.id, serial_numbers: ['AU-0001'] },
            { id: b.id, serial_numbers: ['AU-0001'] },
          ],
        }),
      409,
      'serial-repeated',
    )
    expect((await post(shipmentsRoute, 'shipments', { lines: [{ id: a.id, serial_numbers: ['AU 1'] }] })).status).toBe(400)

    const first = await post(shipmentsRoute, 'shipments', {
      lines: [
        { id: a.id, serial_numbers: ['AU-0001'] },
        { id: b.id, serial_numbers: ['AU-0002'] },
      ],
      carrier: 'Ferrari Group',
      tracking_number: 'FG-123456',
    })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    // Line c is still being made: the order is as far as its least advanced line.
    expect(first.body.status).toBe('in_production')
    expect(first.body.line_items.map((l: Line) => l.status)).toEqual(['shipped', 'shipped', 'in_production', 'cancelled'])
    expect(first.body.deliveries).toMatchObject([
      {
        carrier: 'Ferrari Group',
        tracking_number: 'FG-123456',
        lines: [
          { id: a.id, serial_numbers: ['AU-0001'] },
          { id: b.id, serial_numbers: ['AU-0002'] },
        ],
      },
    ])
    // A shipped line ships no more; a serial number is the house's once.
    await refusedWithoutWriting(() => post(shipmentsRoute, 'shipments', { lines: [{ id: a.id, serial_numbers: ['AU-0009'] }] }), 409, 'move-not-allowed')
    await refusedWithoutWriting(() => post(shipmentsRoute, 'shipments', { lines: [{ id: c.id, serial_numbers: ['AU-0002'] }] }), 409, 'serial-taken')
    // Nor can a line with a piece on its way be cancelled.
    await refusedWithoutWriting(() => post(cancelRoute, 'cancel', { lines: [a.id], reason: 'zu spät' }), 409, 'move-not-allowed')

    const second = await post(shipmentsRoute, 'shipments', { lines: [{ id: c.id, serial_numbers: ['AU-0003'] }] })
    expect(second.status, JSON.stringify(second.body)).toBe(201)
    expect(second.body.status).toBe('shipped')
    expect(second.body.deliveries.map((x: Delivery) => x.lines.flatMap((l) => l.serial_numbers))).toEqual([['AU-0001', 'AU-0002'], ['AU-0003']])
    expect(second.body.deliveries[1]).toMatchObject({ carrier: null, tracking_number: null })

    // The jeweller's own view of the order shows the same.
    const mine = await call(getOrder, 'GET', `/api/v1/commerce/orders/${orderId}/`, undefined, eur)
    expect(mine.body).toMatchObject({ status: 'shipped', deliveries: second.body.deliveries })
    expect(mine.body.history).toBeUndefined()
    const one = await call(houseOrder, 'GET', `/api/v1/house/orders/${orderId}/`, undefined, erp)
    const confirmations = Array<string>(confirmMails).fill('confirmed')
    expect(one.body.history.map((e: { type: string }) => e.type)).toEqual(['cancelled', ...confirmations, 'in_production', 'shipped', 'shipped'])
  })

  it('a staff session works too, but its cookie not from another site', async () => {
    const { token } = await payload.login({ collection: 'admins', data: { email: 'desk@maison.test', password: 'Werkbank-Auftrag-2026!' } })
    const cookie = { cookie: `payload-token=${token}` }
    expect((await call(houseOrders, 'GET', '/api/v1/house/orders/', undefined, cookie)).status).toBe(200)
    const foreign = await post(cancelRoute, 'cancel', { lines: [lines[0]!.id] }, { ...cookie, origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
  })

  describe('the store receives the pieces (sell-in)', () => {
    let receiver: Record<string, string>
    let bystander: Record<string, string>
    let seller: Record<string, string>
    const receive = (headers: Record<string, string>, ...serials: string[]) =>
      call(
        itemActions,
        'POST',
        '/api/v1/inventory/actions/',
        serials.map((item_id) => ({ item_id, action: 'log_sell_in', parameters: {} })),
        headers,
      )
    const items = async () => (await payload.find({ collection: 'inventory-items', depth: 0, pagination: false, overrideAccess: true })).docs
    type OpenRow = { id: number; status: string; serial_numbers: string[]; estimated_delivery: string | null }
    const openRows = async (headers: Record<string, string>) => {
      const answer = await call(openOrders, 'GET', '/api/v1/open-orders/', undefined, headers)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return (answer.body.results as OpenRow[]).sort((x, y) => x.id - y.id).map((r) => [r.id, r.status, r.serial_numbers, r.estimated_delivery])
    }

    beforeAll(async () => {
      const colleague = async (email: string, permissions: string[]) => {
        const user = await payload.create({
          collection: 'users',
          data: { email, password: 'Goldfaden-1897', isActive: true, role: 'jeweller', language: 'DE', portal_locations: [house.stores.munich] } as never,
          overrideAccess: true,
          depth: 0,
        })
        await payload.create({
          collection: 'location-users',
          data: { user: user.id, location: house.stores.munich, permissions } as never,
          overrideAccess: true,
          depth: 0,
        })
        return tokenOf(payload, user)
      }
      receiver = await colleague('lager@example.com', ['inventory:log_article_sell_in', 'inventory:view_current', 'orders:view_open', 'orders:manage_note'])
      bystander = await colleague('vitrine@example.com', ['inventory:view_current', 'orders:view_open'])
      seller = await colleague('verkauf@example.com', ['inventory:log_article_sale', 'inventory:view_current'])
    })

    it('open orders show the real status, the confirmed day and the serial numbers on their way; a cancelled line is gone', async () => {
      const [a, b, c] = lines as [Line, Line, Line]
      expect(await openRows(bystander)).toEqual([
        [a.id, 'shipped', ['AU-0001'], day],
        [b.id, 'shipped', ['AU-0002'], day],
        [c.id, 'shipped', ['AU-0003'], day],
      ])
      const found = await call(openOrders, 'GET', '/api/v1/open-orders/?search=au-0002', undefined, bystander)
      expect(found.body.results.map((r: { id: number }) => r.id)).toEqual([b.id])
    })

    it('orders:manage_note keeps a note on an open order line; without it, or on a cancelled line, refused', async () => {
      const note = (headers: Record<string, string>, line: number, text: string) =>
        call(
          itemActions,
          'POST',
          '/api/v1/inventory/actions/',
          [{ item_id: line, action: 'set_client_note', parameters: { note: text, table: 'open_orders' } }],
          headers,
        )
      const [, , c, d] = lines as [Line, Line, Line, Line]
      const kept = await note(receiver, c.id, 'Frau Berger holt ab')
      expect(kept.status, JSON.stringify(kept.body)).toBe(200)
      expect(kept.body.results).toEqual([{ item_id: c.id, action: 'set_client_note', item: null }])
      const rows = (await call(openOrders, 'GET', '/api/v1/open-orders/', undefined, bystander)).body.results as { id: number; note: string }[]
      expect(rows.find((r) => r.id === c.id)?.note).toBe('Frau Berger holt ab')
      expect((await note(bystander, c.id, 'anders')).body).toEqual({
        errors: [{ index: 0, errors: { action: ['You do not have permission to perform this action.'] } }],
      })
      expect((await note(receiver, d.id, 'storniert?')).body).toEqual({ errors: [{ index: 0, errors: { item_id: ['The order line is no longer open.'] } }] })
      const stranger = await note(await tokenOf(payload, house.users.tokyo), c.id, 'fremd')
      expect(stranger.body.errors[0].errors).toEqual({ item_id: ['Not found.'] })
      expect((await payload.findByID({ collection: 'order-lines', id: c.id, depth: 0, overrideAccess: true })).note).toBe('Frau Berger holt ab')
    })

    it('a colleague without inventory:log_article_sell_in cannot receive; nothing is written', async () => {
      const refused = await receive(bystander, 'AU-0001')
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual({ errors: [{ index: 0, errors: { action: ['You do not have permission to perform this action.'] } }] })
      expect(await items()).toEqual([])
      // Another store's user does not even learn that the serial exists.
      const stranger = await receive(await tokenOf(payload, house.users.tokyo), 'AU-0001')
      expect(stranger.body.errors[0].errors).toEqual({ item_id: ['Not found.'] })
    })

    it('receives pieces by serial: stock rows with the order line’s price and a sell-in history naming the receiver', async () => {
      const [a, b] = lines as [Line, Line]
      const got = await receive(receiver, 'AU-0001', 'AU-0002')
      expect(got.status, JSON.stringify(got.body)).toBe(200)
      const placedLine = await payload.findByID({ collection: 'order-lines', id: a.id, depth: 0, overrideAccess: true })
      expect(got.body.results[0]).toMatchObject({
        item_id: 'AU-0001',
        action: 'log_sell_in',
        item: {
          serial_number: 'AU-0001',
          article_number: a.full_code,
          article_description_de: 'Herzstück Ring',
          sell_in_price: placedLine.unitAmount,
          sell_in_currency: 'EUR',
          sell_in_date: today,
          sell_out_date: null,
          location: { id: house.stores.munich },
        },
      })
      expect(got.body.results[1].item.article_number).toBe(b.full_code)
      const history = await call(itemHistory, 'GET', '/api/v1/inventory/AU-0001/history/', undefined, receiver)
      expect(history.status).toBe(200)
      const lager = await payload.find({ collection: 'users', where: { email: { equals: 'lager@example.com' } }, depth: 0, overrideAccess: true })
      expect(history.body).toMatchObject([
        { type: 'sell_in_recorded', data: { user: lager.docs[0]!.id, sell_in_price: placedLine.unitAmount, currency: 'EUR' } },
      ])
      const stock = await call(inventory, 'GET', '/api/v1/inventory/?sell_out_date__isnull=true', undefined, receiver)
      expect(stock.body.results.map((r: { serial_number: string }) => r.serial_number).sort()).toEqual(['AU-0001', 'AU-0002'])

      // Both lines are delivered; the order waits for its last line.
      const order = (await call(houseOrder, 'GET', `/api/v1/house/orders/${orderId}/`, undefined, erp)).body
      expect(order.line_items.map((l: Line) => l.status)).toEqual(['delivered', 'delivered', 'shipped', 'cancelled'])
      expect(order.status).toBe('shipped')
      expect(order.history.at(-1)).toMatchObject({ type: 'received', by: 'lager@example.com', data: { serial_numbers: ['AU-0001', 'AU-0002'] } })
      // Received in full, the two lines leave the open orders.
      expect(await openRows(receiver)).toEqual([[lines[2]!.id, 'shipped', ['AU-0003'], day]])
    })

    it('never receives a piece twice, not even two receipts at once', async () => {
      const again = await receive(receiver, 'AU-0001')
      expect(again.status).toBe(400)
      expect(again.body.errors[0].errors).toEqual({ item_id: ['This piece has already been received.'] })
      expect((await receive(receiver, 'AU-0003', 'AU-0003')).status).toBe(400)
      expect((await receive(receiver, 'NO-SUCH-PIECE')).body.errors[0].errors).toEqual({ item_id: ['Not found.'] })

      const both = await Promise.all([receive(receiver, 'AU-0003'), receive(receiver, 'AU-0003')])
      expect(both.map((r) => r.status).sort()).toEqual([200, expect.any(Number)])
      expect(both.filter((r) => r.status === 200)).toHaveLength(1)
      expect((await items()).filter((i) => i.serialNumber === 'AU-0003')).toHaveLength(1)
      expect((await payload.count({ collection: 'inventory-events', where: { type: { equals: 'sell_in_recorded' } }, overrideAccess: true })).totalDocs).toBe(3)
      // The last line received: the order is delivered, in the jeweller's view too.
      const mine = await call(getOrder, 'GET', `/api/v1/commerce/orders/${orderId}/`, undefined, eur)
      expect(mine.body.status).toBe('delivered')
      expect(await openRows(receiver)).toEqual([])
    })

    // Issue 33, Proof: "shop → place → confirm → produce → ship with serials → receive → stock row with its history → sale".
    it('sells a received piece: it leaves the stock, its history runs from the receipt to the sale', async () => {
      const today = calendarDayIn(new Date())
      const sold = await call(
        itemActions,
        'POST',
        '/api/v1/inventory/actions/',
        [{ item_id: 'AU-0001', action: 'sell_out', parameters: { sale_user: 'none', sale_date: today } }],
        seller,
      )
      expect(sold.status, JSON.stringify(sold.body)).toBe(200)
      expect(sold.body.results[0].item).toMatchObject({ serial_number: 'AU-0001', sell_out_date: today })
      const stock = await call(inventory, 'GET', '/api/v1/inventory/?sell_out_date__isnull=true', undefined, seller)
      expect(stock.body.results.map((r: { serial_number: string }) => r.serial_number).sort()).toEqual(['AU-0002', 'AU-0003'])
      const history = await call(itemHistory, 'GET', '/api/v1/inventory/AU-0001/history/', undefined, seller)
      expect(history.body.map((e: { type: string }) => e.type).sort()).toEqual(['sale_recorded', 'sell_in_recorded'])
    })
  })

  it('every move mailed the ordering jeweller, in German (their language)', async () => {
    await flushMail()
    expect(mailsAbout(/Subject: .*storniert/)).toHaveLength(1)
    // The held mails of moves that lost a race were dropped, not sent late: run what still waits.
    const { docs: waiting } = await payload.find({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
      pagination: false,
      overrideAccess: true,
    })
    for (const job of waiting) await payload.jobs.runByID({ id: job.id, overrideAccess: true })
    expect(mailsAbout(/Subject: .*best=C3=A4tigt|Subject: .*bestätigt/)).toHaveLength(confirmMails)
    expect(mailsAbout(/Subject: .*in Fertigung/)).toHaveLength(1)
    const shipped = mailsAbout(/Subject: .*versandt/)
    expect(shipped).toHaveLength(2)
    expect(shipped.join('\n')).toMatch(/AU-0001/)
    expect(shipped.join('\n')).toMatch(/FG-123456/)
    // Each mail's button opens the order's own page (issue 33: "a new order page /{locale}/orders/{id}/").
    expect(shipped.join('\n').replace(/=\r?\n/g, '')).toMatch(new RegExp(`/de/orders/${orderId}/`))
  })
})
