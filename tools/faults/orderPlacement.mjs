// Scenario: kill -9 during order placement. Jewellers of the demo house fill, authorize and place
// carts in a loop against one process; while a placement is in flight the process is killed with
// SIGKILL at a random moment of it, started again, and every cut-off request is sent again as the
// browser would (the cart is read again first). Then the database must show no order placed twice,
// no cart emptied without its order, consistent totals, and one confirmation per order.
import path from 'node:path'
import { call, commerceTokens, percentile, signIn } from './client.mjs'
import { readOutbox } from './outbox.mjs'

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Repeats a request cut off by the kill (status 0 or 5xx while restarting) until the process answers it. */
async function retrying(server, state, send) {
  const started = Date.now()
  for (let attempt = 0; ; attempt++) {
    const res = await send()
    // Too many writes for one user (the cart's rate limit): wait, as a person would, and send again.
    if (res.status === 429) {
      state.throttled += 1
      await sleep(1000)
      continue
    }
    if (res.status !== 0 && res.status < 500) return res
    state.cutOff += 1
    if (Date.now() - started > 300_000) throw new Error(`no answer after ${attempt} tries: ${res.status} ${res.error ?? JSON.stringify(res.body)}`)
    await sleep(250)
  }
}

/** One jeweller's store: cart → line → authorize → place, again and again until told to stop. */
async function shop(server, shopper, groupId, state) {
  const base = server.base
  const { token } = shopper
  while (!state.stop) {
    const cart = await retrying(server, state, () => call(base, 'GET', '/api/v1/commerce/orders/current/?language=de', { token }))
    if (cart.status !== 200) throw new Error(`cart → ${cart.status} ${JSON.stringify(cart.body)}`)
    const id = cart.body.id
    if (!cart.body.line_items.length) {
      const added = await retrying(server, state, () =>
        call(base, 'POST', '/api/v1/commerce/line_items/', { token, body: { article_group_id: groupId, quantity: 1, selection: {} } }),
      )
      if (added.status !== 201) throw new Error(`line → ${added.status} ${JSON.stringify(added.body)}`)
    }
    const authorized = await retrying(server, state, () => call(base, 'PATCH', `/api/v1/commerce/orders/${id}/`, { token, body: { _authorize: true } }))
    if (authorized.status !== 200) throw new Error(`authorize → ${authorized.status} ${JSON.stringify(authorized.body)}`)
    // The placement the kill aims at: announced while in flight.
    state.inFlight += 1
    const placed = await retrying(server, state, async () => {
      const res = await call(base, 'PATCH', `/api/v1/commerce/orders/${id}/`, { token, body: { _place: true } })
      if (res.status === 200) state.placeMs.push(res.ms)
      return res
    }).finally(() => (state.inFlight -= 1))
    // A cart the kill left authorized but changed (cart-changed) is simply authorized and placed again.
    if (placed.status === 409 && placed.body?.code === 'cart-changed') continue
    if (placed.status !== 200 || placed.body.status !== 'placed') throw new Error(`place → ${placed.status} ${JSON.stringify(placed.body)}`)
    state.placed.push({ id, number: placed.body.number, email: shopper.email })
    await sleep(200)
  }
}

export async function orderPlacement({ server, cluster, dir, check, rounds }) {
  const base = server.base
  const [[groupId]] = cluster.query(`select uuid from product_groups where sku_prefix = '90-9001'`)
  const shoppers = []
  for (const [email, password] of [
    ['jeweller@aurelle.example', 'Aurelle-Jeweller-2026'],
    ['manager@aurelle.example', 'Aurelle-Manager-2026'],
  ]) {
    const access = await signIn(base, email, password)
    for (const t of await commerceTokens(base, access)) shoppers.push({ ...t, email })
  }
  if (!shoppers.length) throw new Error('no store to order for')
  const userIds = cluster
    .query(`select id from users where email in ('jeweller@aurelle.example', 'manager@aurelle.example')`)
    .map(([id]) => id)
    .join(',')
  const ordersBefore = Number(cluster.query(`select count(*) from orders where status = 'placed' and user_id in (${userIds})`)[0][0])

  const state = { stop: false, inFlight: 0, cutOff: 0, throttled: 0, placeMs: [], placed: [] }
  const loops = shoppers.map((s) => shop(server, s, groupId, state))
  const failed = Promise.allSettled(loops)
  // Loops that all ended early (an error) leave nothing in flight to wait for.
  let ended = false
  void failed.then(() => (ended = true))
  const restarts = []
  let killedInFlight = 0
  // Warm up: a few placements measure how long one takes, so the kill can land inside one.
  while (state.placeMs.length < shoppers.length * 2 && !ended) await sleep(100)
  for (let round = 0; round < rounds && !ended; round++) {
    while (state.inFlight === 0 && !ended) await sleep(5)
    const span = percentile(state.placeMs, 50)
    await sleep(Math.random() * span)
    if (state.inFlight > 0) killedInFlight += 1
    await server.kill9()
    restarts.push(await server.start())
    await sleep(500 + Math.random() * 1000)
  }
  state.stop = true
  const settled = await failed
  const errors = settled.filter((s) => s.status === 'rejected').map((s) => s.reason.message)

  // Mail queued but not sent when the process died is sent by the job runner (every minute).
  const pendingMail = () => Number(cluster.query(`select count(*) from payload_jobs where task_slug = 'sendMail' and completed_at is null`)[0][0])
  const mailWaitStarted = Date.now()
  while (pendingMail() > 0 && Date.now() - mailWaitStarted < 300_000) await sleep(2000)
  const stuckMail = pendingMail()
  const stuckStates = cluster
    .query(
      `select processing, has_error, coalesce(wait_until < now(), true), coalesce(input->>'onlyIfOrder', '') <> '' from payload_jobs where task_slug = 'sendMail' and completed_at is null`,
    )
    .map(
      ([processing, error, due, held]) =>
        `${held === 't' ? 'held' : 'plain'}${processing === 't' ? ', processing' : ''}${error === 't' ? ', failed' : ''}${due === 't' ? ', due' : ', waiting'}`,
    )

  const orders = cluster
    .query(
      `
    select o.id, o.status, coalesce(o.cart_key, ''), coalesce(o.order_number, ''), coalesce(o.items_amount, -1), coalesce(o.shipping_amount, -1), coalesce(o.total_amount, -1),
      (select count(*) from order_lines l where l.order_id = o.id),
      (select coalesce(sum(l.total_amount), 0) from order_lines l where l.order_id = o.id),
      (select count(*) from order_lines l where l.order_id = o.id and l.total_amount <> l.unit_amount * l.quantity)
    from orders o where o.user_id in (${userIds})`,
    )
    .map(([id, status, cartKey, number, items, shipping, total, lines, lineSum, badLines]) => ({
      id: Number(id),
      status,
      cartKey,
      number,
      items: Number(items),
      shipping: Number(shipping),
      total: Number(total),
      lines: Number(lines),
      lineSum: Number(lineSum),
      badLines: Number(badLines),
    }))
  const placed = orders.filter((o) => o.status === 'placed')
  const newPlaced = placed.length - ordersBefore
  const mails = readOutbox(path.join(dir, 'outbox'))
  const confirmations = (o, email) => mails.filter((m) => m.to.includes(email) && m.subject.includes(o.number)).length
  const byId = new Map(orders.map((o) => [o.id, o]))
  const clientPlaced = state.placed.map((p) => ({ ...p, order: byId.get(p.id) }))

  const p = (label, pass, detail) => check('kill -9 during order placement', label, pass, detail)
  p(
    'the scenario ran to its end',
    errors.length === 0,
    errors.length
      ? errors.join('; ').slice(0, 400)
      : `${rounds} kills, ${killedInFlight} with a placement in flight; ${state.cutOff} cut-off requests retried; restart to healthy p50 ${(percentile(restarts, 50) / 1000).toFixed(1)} s, max ${(Math.max(...restarts) / 1000).toFixed(1)} s`,
  )
  p(
    'every placement the client saw is one placed order',
    clientPlaced.every((c) => c.order?.status === 'placed' && c.order.number === c.number) &&
      new Set(clientPlaced.map((c) => c.id)).size === clientPlaced.length,
    `${clientPlaced.length} placements answered, ${new Set(clientPlaced.map((c) => c.id)).size} distinct orders`,
  )
  p(
    'no order placed twice or without the client knowing',
    newPlaced === clientPlaced.length,
    `${newPlaced} orders placed in the database, ${clientPlaced.length} placements answered to the client`,
  )
  const emptied = orders.filter((o) => o.status === 'cart' && !o.cartKey)
  const hollow = placed.filter((o) => !o.number || o.cartKey || o.lines === 0)
  p(
    'no cart emptied without its order (every cart is a current cart, every placed order has its number and lines)',
    emptied.length === 0 && hollow.length === 0,
    `${orders.length - placed.length} carts, ${emptied.length} orphaned; ${placed.length} placed, ${hollow.length} without number or lines`,
  )
  const wrong = placed.filter((o) => o.items !== o.lineSum || o.total !== o.items + o.shipping || o.badLines > 0)
  p(
    'totals consistent (lines = items amount, items + shipping = total)',
    wrong.length === 0,
    `${placed.length} placed orders checked, ${wrong.length} inconsistent${wrong.length ? ` (e.g. order ${wrong[0].id})` : ''}`,
  )
  const counts = clientPlaced.map((c) => confirmations(c.order, c.email))
  p(
    'one confirmation mail per placed order (none lost to the kill, none sent twice)',
    counts.every((n) => n === 1) && stuckMail === 0,
    `${counts.filter((n) => n === 1).length} of ${counts.length} orders with exactly one, ${counts.filter((n) => n === 0).length} with none, ${counts.filter((n) => n > 1).length} with more; ${stuckMail} mail jobs never finished (waited ${((Date.now() - mailWaitStarted) / 1000).toFixed(0)} s${stuckStates.length ? `: ${[...new Set(stuckStates)].map((st) => `${stuckStates.filter((x) => x === st).length} ${st}`).join('; ')}` : ''})`,
  )
  return { placements: clientPlaced.length, placeP50: percentile(state.placeMs, 50) }
}
