// Scenario: kill -9 during receiving (issue 33, "Proof": "no piece received twice, none lost"). The
// demo jeweller orders rings in several lines, the house (its brand staff, through the house's API)
// confirms, produces and ships them in several deliveries with one serial number per piece; then the
// store receives them (POST /api/v1/inventory/actions/, log_sell_in, all or nothing) from three tabs
// at once, in lists of a few serials, some lists repeating serials of others, as a colleague scanning
// a box twice would. While lists are in flight the process is killed with SIGKILL and started again.
// The client does what a person would: a list whose answer it did not see is sent again; one refused
// as changed meanwhile (409) is sent again; one refused only for pieces already received is sent
// again without them. At every kill (the process dead, so the database holds exactly what was
// committed) and at the end, the database must show each piece received at most once and completely
// (piece marked, one inventory item, one "sell-in recorded" entry, one receipt in the order's
// history) and each line delivered exactly when all its pieces are; at the end every piece in
// stock, and every list written whole (answered 200) or not at all (answered 4xx).
import { call, commerceTokens, must, percentile, signIn } from './client.mjs'

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const SCENARIO = 'kill -9 during receiving'
/** Serial numbers per list (one scan session). */
export const LIST = 4
const TABS = 3
/** Pieces per delivery: the last lines' pieces come in later deliveries than the first ones'. */
const SHIPMENT = 70
const JEWELLER = { email: 'jeweller@aurelle.example', password: 'Aurelle-Jeweller-2026' }
const BRAND = { email: 'brand@aurelle.example', password: 'Aurelle-Brand-2026' }
/** The portal's answer to a piece received before (src/server/portal/sellIn.ts). */
export const ALREADY_RECEIVED = 'This piece has already been received.'

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date())
const addDays = (day, days) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** How many pieces each line orders, `pieces` in all: lines of different sizes, none above the shop's 50. */
export function lineQuantities(pieces) {
  const sizes = [50, 37, 44, 29]
  const quantities = []
  for (let left = pieces, i = 0; left > 0; i++) {
    const q = Math.min(left, sizes[i % sizes.length])
    quantities.push(q)
    left -= q
  }
  return quantities
}

/**
 * The deliveries for placed lines ({id, quantity}), serial numbers made by `serialOf(n)` (n from
 * 1): the pieces in line order, `perShipment` to a delivery, so a line may be split across two.
 * Answers the shipments' bodies and every serial number with its line.
 */
export function shipmentPlan(lines, serialOf, perShipment = SHIPMENT) {
  const pieces = []
  for (const line of lines) for (let i = 0; i < line.quantity; i++) pieces.push({ line: line.id, serial: serialOf(pieces.length + 1) })
  const shipments = []
  for (let start = 0; start < pieces.length; start += perShipment) {
    const byLine = new Map()
    for (const p of pieces.slice(start, start + perShipment)) byLine.set(p.line, [...(byLine.get(p.line) ?? []), p.serial])
    shipments.push({ lines: [...byLine].map(([id, serial_numbers]) => ({ id, serial_numbers })) })
  }
  return { shipments, pieces }
}

function shuffled(values, random) {
  const out = [...values]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

const keyOf = (serials) => [...serials].sort().join(' ')

/**
 * The lists the tabs send, in the order they are taken: every serial in exactly one list of `size`
 * (a box scanned in), and half as many lists again of `size` serials drawn from anywhere (a box
 * scanned a second time, or two colleagues on the same delivery), which overlap the others and so
 * provoke "already received" refusals whichever comes first. No serial twice in a list, no two
 * lists alike. `random` is Math.random unless a test passes its own.
 */
export function receivingLists(serials, { size = LIST, random = Math.random } = {}) {
  const order = shuffled(serials, random)
  const lists = []
  for (let i = 0; i < order.length; i += size) lists.push(order.slice(i, i + size))
  const seen = new Set(lists.map(keyOf))
  const repeats = Math.floor(lists.length / 2)
  const width = Math.min(size, serials.length)
  for (let made = 0, tries = 0; made < repeats && tries < repeats * 20; tries++) {
    const list = shuffled(serials, random).slice(0, width)
    if (seen.has(keyOf(list))) continue
    seen.add(keyOf(list))
    lists.push(list)
    made++
  }
  return shuffled(lists, random)
}

/**
 * What the client does with an answer to a list of serials:
 * `cut` (no answer seen: status 0 or 5xx) and `again` (409, changed meanwhile: nothing was
 * written) send the same list again; `rest` sends it again without the pieces refused as already
 * received (`dropped`), `done` when nothing is left or it was answered 200; `refused` is any other
 * refusal, which this scenario never provokes.
 */
export function nextStep(serials, res) {
  if (res.status === 0 || res.status >= 500) return { kind: 'cut' }
  if (res.status === 200) return { kind: 'done' }
  if (res.status === 409) return { kind: 'again' }
  if (res.status === 400 && Array.isArray(res.body?.errors) && res.body.errors.length) {
    const dropped = new Set()
    for (const e of res.body.errors) {
      const messages = Object.entries(e.errors ?? {})
      const already = messages.length === 1 && messages[0][0] === 'item_id' && messages[0][1].length === 1 && messages[0][1][0] === ALREADY_RECEIVED
      if (!already || !Number.isInteger(e.index) || !serials[e.index]) return { kind: 'refused' }
      dropped.add(serials[e.index])
    }
    const rest = serials.filter((s) => !dropped.has(s))
    return rest.length ? { kind: 'rest', serials: rest, dropped: [...dropped] } : { kind: 'done', dropped: [...dropped] }
  }
  return { kind: 'refused' }
}

/**
 * The receiving of one order as the database holds it, and what is wrong with it:
 * - `twice`: serials with more than one inventory item, "sell-in recorded" entry or receipt in the
 *   order's history;
 * - `partial`: serials received in part (the piece marked without its item, entry or receipt, or
 *   the other way round; the item at another store; the entry or the piece naming someone other
 *   than `receiver`), and receipts naming a serial not of the order;
 * - `lines`: lines whose status is not `delivered` exactly when all their pieces are received (else
 *   `shipped`: every piece was shipped before receiving began); `order`: the order's status when
 *   it is not `delivered` exactly when every line is;
 * - `received`, `inStock`: how many pieces are received, and how many of those are in stock.
 * Rows: pieces {serial, line, received, itemId, receivedBy}, lines {id, quantity, status}, items
 * {serial, id, location, inStock}, sellIns {serial, user}, receipts (each a list of serials).
 */
export function receivingState({ pieces, lines, orderStatus, items, sellIns, receipts, store, receiver }) {
  const itemsOf = new Map()
  for (const item of items) itemsOf.set(item.serial, [...(itemsOf.get(item.serial) ?? []), item])
  const sellInsOf = new Map()
  for (const s of sellIns) sellInsOf.set(s.serial, [...(sellInsOf.get(s.serial) ?? []), s])
  const receiptsOf = new Map()
  for (const receipt of receipts) for (const serial of receipt) receiptsOf.set(serial, (receiptsOf.get(serial) ?? 0) + 1)
  const twice = []
  const partial = []
  let received = 0
  let inStock = 0
  for (const piece of pieces) {
    const its = itemsOf.get(piece.serial) ?? []
    const entries = sellInsOf.get(piece.serial) ?? []
    const receiptCount = receiptsOf.get(piece.serial) ?? 0
    if (its.length > 1 || entries.length > 1 || receiptCount > 1) {
      twice.push(`${piece.serial} (${its.length} items, ${entries.length} entries, ${receiptCount} receipts)`)
      continue
    }
    const [item] = its
    const whole = piece.received
      ? item &&
        item.id === piece.itemId &&
        item.location === store &&
        piece.receivedBy === receiver &&
        entries.length === 1 &&
        entries[0].user === receiver &&
        receiptCount === 1
      : !item && !piece.itemId && entries.length === 0 && receiptCount === 0
    if (!whole) partial.push(piece.serial)
    if (piece.received) received += 1
    if (piece.received && item?.inStock) inStock += 1
  }
  const ofOrder = new Set(pieces.map((p) => p.serial))
  for (const serial of receiptsOf.keys()) if (!ofOrder.has(serial)) partial.push(`${serial} (a receipt of another order's piece)`)
  const wrongLines = []
  for (const line of lines) {
    const got = pieces.filter((p) => p.line === line.id && p.received).length
    const expected = got === line.quantity ? 'delivered' : 'shipped'
    if (line.status !== expected) wrongLines.push(`line ${line.id}: ${line.status} with ${got} of ${line.quantity} received`)
  }
  const expectedOrder = lines.length && lines.every((l) => l.status === 'delivered') ? 'delivered' : 'shipped'
  return {
    twice,
    partial,
    lines: wrongLines,
    order: orderStatus === expectedOrder ? null : `order ${orderStatus}, its lines say ${expectedOrder}`,
    received,
    inStock,
  }
}

/**
 * Whether every list was written whole or not at all, from what the client sent (attempts:
 * {serials, status}) and the receipts in the order's history (one per written list, naming its
 * serials): a receipt no list sent as it is was half-written; more receipts of a list than sends
 * answered 200 or cut off means a refused send wrote; fewer than sends answered 200, a list
 * answered 200 but not written.
 */
export function listProblems(attempts, receipts) {
  const count = (lists) => {
    const counts = new Map()
    for (const list of lists) counts.set(keyOf(list), (counts.get(keyOf(list)) ?? 0) + 1)
    return counts
  }
  const answered = count(attempts.filter((a) => a.status === 200).map((a) => a.serials))
  const cut = count(attempts.filter((a) => a.status === 0 || a.status >= 500).map((a) => a.serials))
  const refused = count(attempts.filter((a) => a.status >= 400 && a.status < 500).map((a) => a.serials))
  const written = count(receipts)
  const halfWritten = []
  const writtenByRefused = []
  const notWritten = []
  for (const [key, n] of written) {
    const could = (answered.get(key) ?? 0) + (cut.get(key) ?? 0)
    if (!could && !refused.has(key)) halfWritten.push(key)
    else if (n > could) writtenByRefused.push(key)
  }
  for (const [key, n] of answered) if ((written.get(key) ?? 0) < n) notWritten.push(key)
  return { halfWritten, writtenByRefused, notWritten }
}

/** The receiving as the throwaway cluster holds it (the rows receivingState reads). */
export function readState(cluster, { orderId, tag, store, receiver }) {
  const like = `'RCV-${tag}-%'`
  const pieces = cluster
    .query(
      `select serial_number, line_id, received_at is not null, coalesce(inventory_item_id, 0), coalesce(received_by_id, 0) from pieces where order_id = ${orderId}`,
    )
    .map(([serial, line, received, itemId, receivedBy]) => ({
      serial,
      line: Number(line),
      received: received === 't',
      itemId: Number(itemId),
      receivedBy: Number(receivedBy),
    }))
  const lines = cluster
    .query(`select id, quantity, coalesce(status::text, '') from order_lines where order_id = ${orderId} order by id`)
    .map(([id, quantity, status]) => ({ id: Number(id), quantity: Number(quantity), status }))
  const [[orderStatus]] = cluster.query(`select coalesce(status::text, '') from orders where id = ${orderId}`)
  const items = cluster
    .query(`select serial_number, id, location_id, sell_out_date is null and booked_out_at is null from inventory_items where serial_number like ${like}`)
    .map(([serial, id, location, inStock]) => ({ serial, id: Number(id), location: Number(location), inStock: inStock === 't' }))
  const sellIns = cluster
    .query(
      `select i.serial_number, coalesce(e.user_id, 0) from inventory_events e join inventory_items i on i.id = e.item_id where e.type = 'sell_in_recorded' and i.serial_number like ${like}`,
    )
    .map(([serial, user]) => ({ serial, user: Number(user) }))
  const receipts = cluster
    .query(`select coalesce((data->'serial_numbers')::text, '[]') from order_events where order_id = ${orderId} and type = 'received' order by id`)
    .map(([json]) => JSON.parse(json))
  return { pieces, lines, orderStatus, items, sellIns, receipts, store, receiver }
}

/**
 * `must`, waiting out the per-user write limit (429) for up to 70 s: the order placement scenario's
 * jeweller may have just used up its minute.
 */
async function patiently(base, method, path, options) {
  let res = await call(base, method, path, options)
  for (let waited = 0; res.status === 429 && waited < 70; waited++) {
    await sleep(1000)
    res = await call(base, method, path, options)
  }
  if (res.status < 200 || res.status > 299) throw new Error(`${method} ${path} → ${res.status} ${res.error ?? JSON.stringify(res.body)?.slice(0, 300)}`)
  return res.body
}

/**
 * The order the store receives: the demo jeweller's cart emptied (the order placement scenario may
 * have left a line in it), `pieces` rings in lines of a ring group's stock lengths, authorized and
 * placed; the house confirms, produces and ships every piece with its serial number in deliveries.
 */
async function prepareOrder({ base, cluster, pieces, tag }) {
  const access = await signIn(base, JEWELLER.email, JEWELLER.password)
  const [shop] = await commerceTokens(base, access)
  if (!shop) throw new Error(`${JEWELLER.email} may order for no store`)
  const { token } = shop
  // A ring of the default assortment with a stock length (in a metal colour) for each line.
  const quantities = lineQuantities(pieces)
  const [group] = cluster.query(
    `select g.id, g.uuid from product_groups g where g.meta_type = 'jewelry' and g.product_type = 'ring' and not coalesce(g.is_limited, false)
       and not coalesce(g.is_ring_of_the_year, false) and not coalesce(g.use_size_labels, false) and coalesce(g.is_default_assortment, false)
       and (select count(*) from product_groups_article_lengths a where a._parent_id = g.id) >= ${quantities.length} order by g.id limit 1`,
  )
  if (!group) throw new Error(`no ring of the default assortment with ${quantities.length} stock lengths in the demo catalogue`)
  const [groupId, uuid] = group
  const configurations = cluster
    .query(`select metal_color, length from product_groups_article_lengths where _parent_id = ${groupId} order by _order`)
    .map(([metalColor, length]) => ({ metalColor, length: Number(length) }))

  const cart = await patiently(base, 'GET', '/api/v1/commerce/orders/current/?language=de', { token })
  for (const line of cart.line_items) await patiently(base, 'DELETE', `/api/v1/commerce/line_items/${line.id}/`, { token })
  for (const [i, quantity] of quantities.entries()) {
    await patiently(base, 'POST', '/api/v1/commerce/line_items/', {
      token,
      body: { article_group_id: uuid, quantity, selection: { ...configurations[i], orderType: 'nocommission' } },
    })
  }
  await patiently(base, 'PATCH', `/api/v1/commerce/orders/${cart.id}/`, { token, body: { _authorize: true } })
  const placed = await patiently(base, 'PATCH', `/api/v1/commerce/orders/${cart.id}/`, { token, body: { _place: true } })
  if (placed.status !== 'placed') throw new Error(`placing the order → ${placed.status}`)
  const lines = placed.line_items.map((l) => ({ id: Number(l.id), quantity: Number(l.quantity) }))
  if (lines.reduce((n, l) => n + l.quantity, 0) !== pieces) throw new Error(`the placed order holds ${JSON.stringify(lines)}, not ${pieces} pieces`)

  // The house: its brand staff signs in as the admin does and works the order through the house's API.
  const { token: staffToken } = await must(base, 'POST', '/cms-api/admins/login', { body: BRAND })
  const staff = { authorization: `JWT ${staffToken}` }
  const house = (move, body) => must(base, 'POST', `/api/v1/house/orders/${placed.id}/${move}/`, { ...staff, body })
  const ids = lines.map((l) => l.id)
  await house('confirm', { lines: ids.map((id) => ({ id, estimated_delivery: addDays(today(), 28) })) })
  await house('production', { lines: ids })
  const plan = shipmentPlan(lines, (n) => `RCV-${tag}-${String(n).padStart(4, '0')}`)
  let shipped = null
  for (const [k, shipment] of plan.shipments.entries())
    shipped = await house('shipments', { ...shipment, carrier: 'DHL Express', tracking_number: `FAULTS-${tag}-${k + 1}` })
  if (shipped?.status !== 'shipped') throw new Error(`after the last delivery the order is ${shipped?.status}`)
  const [[receiver]] = cluster.query(`select id from users where email = '${JEWELLER.email}'`)
  return { orderId: Number(placed.id), store: Number(shop.store), receiver: Number(receiver), lines, plan, access }
}

export async function receiving({ server, cluster, check, rounds, pieces = 300 }) {
  const base = server.base
  const tag = Date.now().toString(36).toUpperCase()
  const order = await prepareOrder({ base, cluster, pieces, tag })
  const where = { orderId: order.orderId, tag, store: order.store, receiver: order.receiver }
  const serials = order.plan.pieces.map((p) => p.serial)
  const lists = receivingLists(serials)
  const repeating = lists.length - Math.ceil(serials.length / LIST)

  const attempts = []
  const state = { inFlight: 0, cutOff: 0, changed: 0, already: 0, throttled: 0, ms: [] }
  let next = 0
  async function tab() {
    while (next < lists.length) {
      let list = lists[next++]
      let unanswered = 0
      let changedMeanwhile = 0
      for (;;) {
        state.inFlight += 1
        const res = await call(base, 'POST', '/api/v1/inventory/actions/', {
          token: order.access,
          body: list.map((item_id) => ({ item_id, action: 'log_sell_in', parameters: {} })),
        }).finally(() => (state.inFlight -= 1))
        // Too many writes for one user (the limit a person never reaches): wait, and send again.
        if (res.status === 429) {
          state.throttled += 1
          await sleep(1000)
          continue
        }
        attempts.push({ serials: list, status: res.status })
        if (res.status !== 0 && res.status < 500) state.ms.push(res.ms)
        const step = nextStep(list, res)
        if (step.kind === 'cut') {
          state.cutOff += 1
          unanswered += res.ms + 250
          // A server that never answers (or answers 5xx for good) ends the scenario instead of the run.
          if (unanswered > 300_000) throw new Error(`a list without an answer for 300 s: ${res.status} ${res.error ?? JSON.stringify(res.body)?.slice(0, 300)}`)
          await sleep(250)
        } else if (step.kind === 'again') {
          state.changed += 1
          // Another list wins each race, so a list is written within a few tries; a hundred is a server that always refuses.
          if (++changedMeanwhile > 100) throw new Error(`a list refused as changed meanwhile 100 times: ${JSON.stringify(res.body)?.slice(0, 300)}`)
          await sleep(50 + Math.random() * 150)
        } else if (step.kind === 'rest') {
          state.already += 1
          list = step.serials
        } else if (step.kind === 'done') {
          if (step.dropped) state.already += 1
          break
        } else throw new Error(`a list refused: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`)
      }
      // The next box: a colleague scans its serials, a few a second, so the lists last through every kill.
      await sleep(300 + Math.random() * 200)
    }
  }

  const tabs = Promise.allSettled(Array.from({ length: TABS }, tab))
  let ended = false
  void tabs.then(() => (ended = true))
  const samples = []
  const restarts = []
  let kills = 0
  let killedInFlight = 0
  while (state.ms.length < TABS * 2 && !ended) await sleep(50)
  for (let round = 0; round < rounds && !ended; round++) {
    while (state.inFlight === 0 && !ended) await sleep(2)
    if (ended) break
    await sleep(Math.random() * percentile(state.ms, 50))
    if (state.inFlight > 0) killedInFlight += 1
    await server.kill9()
    kills += 1
    // The process is dead: the database holds exactly what was committed.
    samples.push(receivingState(readState(cluster, where)))
    restarts.push(await server.start())
    await sleep(300 + Math.random() * 700)
  }
  const errors = (await tabs).filter((s) => s.status === 'rejected').map((s) => s.reason.message)
  const rows = readState(cluster, where)
  const end = receivingState(rows)
  const all = [...samples, end]
  const lists4xx = listProblems(attempts, rows.receipts)

  const p = (label, pass, detail) => check(SCENARIO, label, pass, detail)
  const moments = `${all.length} moments (${kills} kills, the end)`
  const sends = attempts.length
  p(
    'the scenario ran to its end',
    errors.length === 0 && kills === rounds && killedInFlight > 0,
    errors.length
      ? errors.join('; ').slice(0, 400)
      : `${kills} kills of ${rounds} before the lists ran out, ${killedInFlight} with a list in flight; ${pieces} pieces in ${order.lines.length} lines and ${order.plan.shipments.length} deliveries; ` +
          `${lists.length} lists of ${LIST} serials from ${TABS} tabs (${repeating} repeating others' serials), ${sends} sends: ${state.cutOff} cut off and sent again, ` +
          `${state.changed} refused as changed meanwhile (409) and sent again, ${state.already} refused for pieces already received and sent without them; ` +
          `p50 of a list ${percentile(state.ms, 50).toFixed(0)} ms; restart to healthy p50 ${(percentile(restarts, 50) / 1000).toFixed(1)} s`,
  )
  const twice = all.flatMap((s) => s.twice)
  p(
    'no piece received twice (one inventory item, one "sell-in recorded" entry, one receipt in the order\'s history per serial)',
    twice.length === 0,
    `${serials.length} serial numbers at ${moments}: ${twice.length} received twice${twice.length ? `: ${[...new Set(twice)].slice(0, 5).join(', ')}` : ''}`,
  )
  p(
    "none lost: every shipped piece in the store's stock once the lists were sent again",
    end.received === serials.length && end.inStock === serials.length,
    `${end.inStock} of ${serials.length} in stock, ${serials.length - end.received} not received`,
  )
  const partial = all.flatMap((s) => s.partial)
  p(
    'each piece received completely or not at all (piece marked, item at the store, its history entry and the receipt naming the receiver)',
    partial.length === 0,
    `${serials.length} pieces at ${moments}: ${partial.length} in part${partial.length ? `: ${[...new Set(partial)].slice(0, 5).join(', ')}` : ''}`,
  )
  const wrongLines = all.flatMap((s) => [...s.lines, ...(s.order ? [s.order] : [])])
  const delivered = rows.lines.filter((l) => l.status === 'delivered').length
  p(
    'order lines delivered exactly when all their pieces are received, the order when all its lines are',
    wrongLines.length === 0 && delivered === rows.lines.length && rows.orderStatus === 'delivered',
    `${rows.lines.length} lines at ${moments}: ${wrongLines.length} wrong${wrongLines.length ? ` (${wrongLines.slice(0, 3).join('; ')})` : ''}; at the end ${delivered} of ${rows.lines.length} delivered, the order ${rows.orderStatus}`,
  )
  const { halfWritten, writtenByRefused, notWritten } = lists4xx
  p(
    'every list written completely or not at all (a list answered 4xx wrote nothing)',
    halfWritten.length === 0 && writtenByRefused.length === 0 && notWritten.length === 0,
    `${sends} sends, ${rows.receipts.length} lists written: ${halfWritten.length} half-written, ${writtenByRefused.length} written by a refused send, ${notWritten.length} answered 200 but not written`,
  )
}
