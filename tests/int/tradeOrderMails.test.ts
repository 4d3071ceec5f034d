import type { Payload } from 'payload'
import type { Order, OrderLine } from '@/payload-types'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { POST as addLine } from '@/app/api/v1/commerce/line_items/route'
import { PATCH as patchOrder } from '@/app/api/v1/commerce/orders/[id]/route'
import { GET as current } from '@/app/api/v1/commerce/orders/current/route'
import { flushMail } from '@/server/jobs/queueMail'
import { stopSearchIndex } from '@/server/search/searchService'
import { holdOrderMails } from '@/server/trade/orderMails'
import { placeOrder } from '@/server/trade/placeOrder'
import { call, mailsTo } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { orderMailHouse, type TradeHouse } from '../support/trade'

// Issue 20, faults: "kill -9 a process during order placement …: no double order, no half-written
// action". The confirmation is written before the placement commits and held: a process that dies
// right after the commit leaves it to the job runner, which sends it because the order was placed;
// a placement that did not happen never sends its held mail.
describeDb('trade shop: the confirmation of a placement survives the process', () => {
  let payload: Payload
  let house: TradeHouse
  let eur: Record<string, string>

  beforeAll(async () => {
    payload = await testPayload()
    ;({ house, eur } = await orderMailHouse(payload))
  })
  afterAll(async () => {
    await flushMail()
    stopSearchIndex()
  })

  /** An authorized cart with one care kit, as the order it is. */
  const authorizedCart = async () => {
    const added = await call(addLine, 'POST', '/api/v1/commerce/line_items/', { article_group_id: house.groups.careKit.uuid, quantity: 5, selection: {} }, eur)
    expect(added.status).toBe(201)
    const cart = (await call(current, 'GET', '/api/v1/commerce/orders/current/', undefined, eur)).body
    expect((await call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${cart.id}/`, { _authorize: true }, eur)).status).toBe(200)
    return payload.findByID({ collection: 'orders', id: cart.id, depth: 0, overrideAccess: true })
  }
  /** The mail jobs still waiting, run by id as the job runner runs them once their hold is over. */
  const runWaitingMail = async () => {
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const job of docs) await payload.jobs.runByID({ id: job.id, overrideAccess: true })
    return docs.length
  }
  const held = (placed: { order: Order; lines: OrderLine[]; shippingMethodId?: number | null }) =>
    holdOrderMails(payload, { shippingMethodId: null, ...placed, storeName: 'Juwelier München' }, { email: 'jeweller@example.com', locale: 'de' })

  it('a process killed between the commit and the sending: the job runner sends the confirmation, once', async () => {
    const order = await authorizedCart()
    // The process "dies" right after the commit: release() never runs.
    const result = await placeOrder(payload, order, 'de', async (placed) => ({ ...(await held(placed)), release: () => {} }))
    expect(result).toMatchObject({ placed: true })
    const number = (result as { order: { orderNumber: string } }).order.orderNumber
    expect(mailsTo('jeweller@example.com').filter((m) => m.includes(number))).toHaveLength(0)

    expect(await runWaitingMail()).toBe(2)
    expect(mailsTo('jeweller@example.com').filter((m) => m.includes(number))).toHaveLength(1)
    expect(mailsTo('orders@aurelle.example').filter((m) => m.includes(number))).toHaveLength(1)
    // The client's retry answers the placed order and writes no second confirmation.
    const again = await call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${order.id}/`, { _place: true }, eur)
    expect(again.body).toMatchObject({ status: 'placed', number })
    await flushMail()
    expect(await runWaitingMail()).toBe(0)
    expect(mailsTo('jeweller@example.com').filter((m) => m.includes(number))).toHaveLength(1)
  })

  it('a process killed before the commit: the held confirmation is never sent, the retry places and confirms once', async () => {
    const order = await authorizedCart()
    const before = mailsTo('jeweller@example.com').length
    // Mails held as the placement would hold them, then the process "dies" before its transaction.
    await held({ order: { ...order, status: 'placed', placedAt: new Date().toISOString(), orderNumber: 'never-placed' }, lines: [] })
    expect(await runWaitingMail()).toBe(2)
    expect(mailsTo('jeweller@example.com')).toHaveLength(before)

    const placed = await call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${order.id}/`, { _place: true }, eur)
    expect(placed.status).toBe(200)
    await flushMail()
    expect(mailsTo('jeweller@example.com').filter((m) => m.includes(placed.body.number))).toHaveLength(1)
    expect(await runWaitingMail()).toBe(0)
  })
})
