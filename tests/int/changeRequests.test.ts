import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { GET as itemHistory } from '@/app/api/v1/inventory/[id]/history/route'
import { POST as actions } from '@/app/api/v1/inventory/actions/route'
import { GET as lineHistory } from '@/app/api/v1/open-orders/[id]/history/route'
import { GET as openOrders } from '@/app/api/v1/open-orders/route'
import type { ChangeRequest } from '@/payload-types'
import { SKIP_REVALIDATE } from '@/server/cache/revalidateHooks'
import { flushMail } from '@/server/jobs/queueMail'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { call, mailsTo, mailText } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { createPortalHouse, tokenOf, type PortalHouse } from '../support/portal'

type Headers = Record<string, string>
type Entry = { type: string; data: Record<string, unknown> }

// Issue 33, "Into the jeweller's stock": "`request_change` on an open order or a stock row reaches the
// house as a task in the admin (with a mail), and the house's answer reaches the jeweller (mail and
// the item's or order's history). Today a change request is only a history row."
describeDb('change requests: from the portal to the house and back', () => {
  let payload: Payload
  let house: PortalHouse
  let manager: Headers
  let other: Headers
  let staff: { id: number; email: string; collection: 'admins' }
  const desk = 'desk@aurelle.example'

  beforeAll(async () => {
    // The order desk's address: the form settings' notification address (no ORDERS_NOTIFY_TO here).
    vi.stubEnv('ORDERS_NOTIFY_TO', '')
    payload = await testPayload()
    house = await createPortalHouse(payload)
    manager = await tokenOf(payload, house.users.manager)
    other = await tokenOf(payload, house.users.other)
    await payload.updateGlobal({ slug: 'form-settings', data: { notificationEmail: desk }, overrideAccess: true, context: { [SKIP_REVALIDATE]: true } })
    const admin = await payload.create({
      collection: 'admins',
      data: { email: 'kundenservice@aurelle.example', password: 'Werkbank-Auftrag-2026!', role: 'brand' } as never,
      overrideAccess: true,
    })
    staff = { ...(admin as unknown as { id: number; email: string }), collection: 'admins' }
  })
  beforeEach(() => resetAllLimits())
  afterAll(async () => {
    await flushMail()
    vi.unstubAllEnvs()
  })

  const act = (headers: Headers, body: unknown) => call(actions, 'POST', '/api/v1/inventory/actions/', body, headers)
  const requests = async () =>
    (await payload.find({ collection: 'change-requests', sort: 'id', depth: 0, overrideAccess: true, pagination: false })).docs as ChangeRequest[]
  /** Saves the request as the admin's form does: as the brand staff member, through access control. */
  const save = (id: number, data: Partial<ChangeRequest>) =>
    payload.update({ collection: 'change-requests', id, data, user: staff as never, overrideAccess: false, depth: 0 })
  const mails = async (to: string) => {
    await flushMail()
    return mailsTo(to).map(mailText)
  }
  const openRow = async () => {
    const res = await call(openOrders, 'GET', '/api/v1/open-orders/?order_by=article_number', undefined, manager)
    return res.body.results[0] as { id: number; order_no: string; article_number: string }
  }

  it('request_change on a stock row becomes an open task, mailed to the house in German with the link to it', async () => {
    const before = (await mails(desk)).length
    const res = await act(manager, [
      { item_id: String(house.items.a1.id), action: 'request_change', parameters: { information: 'Falsche Ringweite erfasst: 56 statt 54' } },
    ])
    expect(res.status).toBe(200)
    const [task] = (await requests()).filter((r) => r.kind === 'item')
    expect(task).toMatchObject({
      kind: 'item',
      item: house.items.a1.id,
      location: house.stores.a,
      user: house.users.manager.id,
      information: 'Falsche Ringweite erfasst: 56 statt 54',
      subject: 'A-0001 · 10-1101-0560-1-WG',
      status: 'open',
    })
    // Written beside the item's own history row, as before.
    const history = (await call(itemHistory, 'GET', '/api/v1/inventory/A-0001/history/', undefined, manager)).body as Entry[]
    expect(history.map((e) => e.type)).toEqual(['change_requested'])

    const sent = await mails(desk)
    expect(sent).toHaveLength(before + 1)
    const mail = sent.at(-1)!
    expect(mail).toContain('Mara Test (manager-a@example.com) von Juwelier portal-a bittet um eine Änderung an Stück A-0001 (10-1101-0560-1-WG):')
    expect(mail).toContain('Falsche Ringweite erfasst: 56 statt 54')
    expect(mail).toContain(`/admin/collections/change-requests/${task!.id}`)
    expect(mail).toMatch(/^Reply-To: manager-a@example\.com/m)
  })

  it('request_change on an open order line becomes a task too, and an entry of the line’s history', async () => {
    const row = await openRow()
    const before = (await mails(desk)).length
    const res = await act(manager, [
      { item_id: row.id, action: 'request_change', parameters: { information: 'Kommissionsnummer lautet K-18', table: 'open_orders' } },
    ])
    expect(res.status).toBe(200)
    const task = (await requests()).find((r) => r.kind === 'order_line')
    expect(task).toMatchObject({
      orderLine: row.id,
      location: house.stores.a,
      user: house.users.manager.id,
      status: 'open',
      subject: '2026-000101 · 10-1101-0560-1-WG',
    })
    const sent = await mails(desk)
    expect(sent).toHaveLength(before + 1)
    expect(sent.at(-1)).toContain('an Bestellung 2026-000101, Position 10-1101-0560-1-WG:')
    expect(sent.at(-1)).toContain(`/admin/collections/change-requests/${task!.id}`)
    const history = await call(lineHistory, 'GET', `/api/v1/open-orders/${row.id}/history/`, undefined, manager)
    expect(history.status).toBe(200)
    expect(history.body).toEqual([
      {
        id: expect.any(Number),
        type: 'change_requested',
        date: expect.any(String),
        data: { information: 'Kommissionsnummer lautet K-18', user: house.users.manager.id, user_name: 'Mara Test' },
      },
    ])
  })

  it("another store's piece or line can't be requested: nothing is written and the house hears nothing", async () => {
    const before = { tasks: (await requests()).length, mails: (await mails(desk)).length }
    const piece = await act(manager, [{ item_id: String(house.items.b1.id), action: 'request_change', parameters: { information: 'x' } }])
    expect(piece.body).toEqual({ errors: [{ index: 0, errors: { item_id: ['Not found.'] } }] })
    const [foreign] = (await call(openOrders, 'GET', '/api/v1/open-orders/', undefined, other)).body.results as { id: number }[]
    const line = await act(manager, [{ item_id: foreign!.id, action: 'request_change', parameters: { information: 'x', table: 'open_orders' } }])
    expect(line.body.errors[0].errors.item_id).toEqual(['Not found.'])
    // B's line history is as unknown to A's manager as a line that does not exist.
    expect((await call(lineHistory, 'GET', `/api/v1/open-orders/${foreign!.id}/history/`, undefined, manager)).status).toBe(404)
    expect((await call(lineHistory, 'GET', '/api/v1/open-orders/987654321/history/', undefined, manager)).status).toBe(404)
    // All or nothing: a request beside a refused action is not written either.
    const mixed = await act(manager, [
      { item_id: String(house.items.a2.id), action: 'request_change', parameters: { information: 'Soll nicht ankommen' } },
      { item_id: 'B-0001', action: 'book_out', parameters: { reason: 'x' } },
    ])
    expect(mixed.status).toBe(400)
    expect((await call(itemHistory, 'GET', '/api/v1/inventory/A-0002/history/', undefined, manager)).body).toEqual([])
    expect((await requests()).length).toBe(before.tasks)
    expect((await mails(desk)).length).toBe(before.mails)
  })

  it('only the house works the tasks: jewellers never read them, nobody creates or deletes one outside the portal', async () => {
    const [task] = await requests()
    const jeweller = { ...house.users.manager, collection: 'users' } as never
    await expect(payload.find({ collection: 'change-requests', user: jeweller, overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.update({ collection: 'change-requests', id: task!.id, data: { answer: 'x' }, user: jeweller, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'change-requests', id: task!.id, user: staff as never, overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'change-requests',
        data: { kind: 'item', location: house.stores.a, information: 'x' } as never,
        user: staff as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    expect((await payload.find({ collection: 'change-requests', user: staff as never, overrideAccess: false })).totalDocs).toBe((await requests()).length)
  })

  it("answering a stock row's request mails the requester in their language and puts the answer into the item's history; a second save tells nobody", async () => {
    const task = (await requests()).find((r) => r.kind === 'item')!
    const jewellerMails = (await mails('manager-a@example.com')).length
    const refused = save(task.id, { status: 'answered' })
    await expect(refused).rejects.toThrow()

    const answered = await save(task.id, {
      status: 'answered',
      answer: 'Wir haben die Ringweite auf 56 korrigiert.',
      // What the store asked is not the admin's to change.
      information: 'Überschrieben',
    })
    expect(answered).toMatchObject({ status: 'answered', answeredBy: staff.id, information: 'Falsche Ringweite erfasst: 56 statt 54' })
    expect(answered.answeredAt).toEqual(expect.any(String))

    const sent = await mails('manager-a@example.com')
    expect(sent).toHaveLength(jewellerMails + 1)
    // The manager's profile language is German.
    expect(sent.at(-1)).toContain('Wir haben Ihre Änderungsanfrage zu Stück A-0001 (10-1101-0560-1-WG) beantwortet.')
    expect(sent.at(-1)).toContain('Unsere Antwort: Wir haben die Ringweite auf 56 korrigiert.')
    expect(sent.at(-1)).toContain('Ihre Anfrage: Falsche Ringweite erfasst: 56 statt 54')
    expect(sent.at(-1)).toContain('/de/portal/')

    const history = (await call(itemHistory, 'GET', '/api/v1/inventory/A-0001/history/', undefined, manager)).body as Entry[]
    expect(history.map((e) => [e.type, e.data])).toEqual([
      ['change_requested', { user: house.users.manager.id, user_name: 'Mara Test', information: 'Falsche Ringweite erfasst: 56 statt 54' }],
      [
        'change_answered',
        { information: 'Falsche Ringweite erfasst: 56 statt 54', answer: 'Wir haben die Ringweite auf 56 korrigiert.', change_request: task.id },
      ],
    ])

    // A typo fixed in the answer, then the task closed: no status moves into "answered", so no mail and no history entry.
    await save(task.id, { answer: 'Wir haben die Ringweite auf 56 korrigiert. Danke!' })
    await save(task.id, { status: 'done' })
    expect(await mails('manager-a@example.com')).toHaveLength(jewellerMails + 1)
    const after = (await call(itemHistory, 'GET', '/api/v1/inventory/A-0001/history/', undefined, manager)).body as Entry[]
    expect(after).toHaveLength(2)
    // A settled request does not open again.
    await expect(save(task.id, { status: 'open' })).rejects.toThrow()
  })

  it("answering an open order line's request mails the requester in their language (Japanese here) and shows in the line's history", async () => {
    await payload.update({ collection: 'users', id: house.users.manager.id, data: { language: 'JA' }, overrideAccess: true })
    const task = (await requests()).find((r) => r.kind === 'order_line')!
    const row = await openRow()
    const jewellerMails = (await mails('manager-a@example.com')).length
    await save(task.id, { status: 'answered', answer: 'Die Kommissionsnummer ist jetzt K-18.' })

    const sent = await mails('manager-a@example.com')
    expect(sent).toHaveLength(jewellerMails + 1)
    expect(sent.at(-1)).toContain('ご注文 2026-000101 の明細 10-1101-0560-1-WG に関する変更依頼にお答えしました。')
    expect(sent.at(-1)).toContain('回答：Die Kommissionsnummer ist jetzt K-18.')
    expect(sent.at(-1)).toContain('/ja/portal/open-orders/')

    const history = (await call(lineHistory, 'GET', `/api/v1/open-orders/${row.id}/history/`, undefined, manager)).body as Entry[]
    expect(history.map((e) => [e.type, e.data])).toEqual([
      ['change_requested', { information: 'Kommissionsnummer lautet K-18', user: house.users.manager.id, user_name: 'Mara Test' }],
      ['change_answered', { information: 'Kommissionsnummer lautet K-18', answer: 'Die Kommissionsnummer ist jetzt K-18.' }],
    ])
    // The order's own history (the house's view) holds both, naming the line.
    const events = await payload.find({
      collection: 'order-events',
      where: { order: { equals: house.orders.a.id } },
      sort: 'at',
      depth: 0,
      overrideAccess: true,
    })
    expect(events.docs.map((e) => [e.type, e.by, (e.data as { lines: number[] }).lines])).toEqual([
      ['change_requested', 'manager-a@example.com', [row.id]],
      ['change_answered', staff.email, [row.id]],
    ])

    // Saved again without a change of status: nothing more.
    await save(task.id, { answer: 'Die Kommissionsnummer ist jetzt K-18 (bestätigt).' })
    expect(await mails('manager-a@example.com')).toHaveLength(jewellerMails + 1)
    expect((await call(lineHistory, 'GET', `/api/v1/open-orders/${row.id}/history/`, undefined, manager)).body).toHaveLength(2)
  })
})
