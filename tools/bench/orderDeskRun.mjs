// One database's part of the order desk bench (tools/bench/orderDesk.mjs starts it, with DATABASE_URL
// a scratch database made for it, under `node --import tests/support/serverOnlyHook.mjs --import tsx`):
// Payload in this process on that database, the route handlers called as Next calls them.
//
// The data: three orders placed, confirmed and shipped through the shop's and the house's own API
// (tests/support/trade.ts's small trade house), then copied in bulk SQL into BENCH_ORDERS orders over
// BENCH_ORDERS_STORES stores (70 % placed, 20 % confirmed, 10 % shipped with serial numbers), each
// with the lines, history, shipment, deliveries and pieces of its template. Scratch data only: the
// database is dropped when the bench ends.
//
// The figures: p95 of `GET /api/v1/house/orders/?status=placed&page=N` (a staff API key, pages across
// the whole list) and of the portal's `GET /api/v1/open-orders/?location__in=<store>` (a store's staff
// token), each against the same reads sent straight to the database on Payload's own connection,
// interleaved in the same run; the goal is at most GOAL_RATIO times the raw reads. With
// BENCH_ORDERS_PDF=1 also the time to render a 20-line invoice (src/server/documents/renderOrderDocument.ts).
// Prints one line per figure; exits 1 when a goal is missed.
import { performance } from 'node:perf_hooks'
import { getPayload } from 'payload'
import config from '../../src/payload.config.ts'
import { POST as confirmRoute } from '../../src/app/api/v1/house/orders/[id]/confirm/route.ts'
import { POST as productionRoute } from '../../src/app/api/v1/house/orders/[id]/production/route.ts'
import { POST as shipmentsRoute } from '../../src/app/api/v1/house/orders/[id]/shipments/route.ts'
import { GET as houseOrdersRoute } from '../../src/app/api/v1/house/orders/route.ts'
import { POST as addLineRoute } from '../../src/app/api/v1/commerce/line_items/route.ts'
import { PATCH as patchOrderRoute } from '../../src/app/api/v1/commerce/orders/[id]/route.ts'
import { GET as currentOrderRoute } from '../../src/app/api/v1/commerce/orders/current/route.ts'
import { GET as openOrdersRoute } from '../../src/app/api/v1/open-orders/route.ts'
import { addDays, calendarDayIn } from '../../src/domain/trade/calendarDay.ts'
import { migrateDatabase } from '../../src/server/boot/migrate.ts'
import { SKIP_REVALIDATE } from '../../src/server/cache/revalidateHooks.ts'
import { renderOrderDocument } from '../../src/server/documents/renderOrderDocument.ts'
import { flushMail } from '../../src/server/jobs/queueMail.ts'
import { resetAllLimits } from '../../src/server/rateLimit/limiter.ts'
import { stopSearchIndex } from '../../src/server/search/searchService.ts'
import { call } from '../../tests/support/api.ts'
import { documentView, line as documentLine } from '../../tests/support/orderDocuments.ts'
import { accountToken, bearer, commerceToken, createTradeHouse } from '../../tests/support/trade.ts'

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000)
const STORES = Number(process.env.BENCH_ORDERS_STORES ?? 100)
const REQUESTS = Number(process.env.BENCH_ORDERS_REQUESTS ?? 200)
const RENDERS = Number(process.env.BENCH_ORDERS_RENDERS ?? 20)
const GOAL_RATIO = 3
const PER_PAGE = 20 // the house list's page (src/server/orders/houseOrders.ts)
const OPEN_PAGE = 50 // the portal's default page_size (src/server/portal/schemas.ts)
const label = process.env.BENCH_ORDERS_LABEL ?? 'SQLite'

const started = performance.now()
const payload = await getPayload({ config })
payload.logger.level = 'warn' // not a line per migration
await migrateDatabase(payload)
const postgres = payload.db.name === 'postgres'

/** Raw SQL on Payload's own connection: `?` placeholders, rows as objects. */
async function query(text, args = []) {
  if (!postgres) return (await payload.db.client.execute({ sql: text, args })).rows
  let n = 0
  return (
    await payload.db.pool.query(
      text.replace(/\?/g, () => `$${++n}`),
      args,
    )
  ).rows
}
const quote = (name) => `"${name}"`
/** A value as the driver takes it back: JSON columns come out parsed on PostgreSQL. */
const param = (value) => (value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value)

/** Multi-row inserts of `rows` (objects of one table's columns), in one transaction per call. */
async function insertRows(table, rows) {
  if (!rows.length) return
  const columns = Object.keys(rows[0])
  const per = Math.max(1, Math.floor(30000 / columns.length))
  const statements = []
  for (let start = 0; start < rows.length; start += per) {
    const chunk = rows.slice(start, start + per)
    let n = 0
    const marks = chunk.map(() => `(${columns.map(() => (postgres ? `$${++n}` : '?')).join(', ')})`).join(', ')
    statements.push({
      sql: `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${marks}`,
      args: chunk.flatMap((row) => columns.map((c) => param(row[c]))),
    })
  }
  if (!postgres) {
    await payload.db.client.batch(statements, 'write')
    return
  }
  const client = await payload.db.pool.connect()
  try {
    await client.query('begin')
    for (const s of statements) await client.query(s.sql, s.args)
    await client.query('commit')
  } catch (err) {
    await client.query('rollback')
    throw err
  } finally {
    client.release()
  }
}

// ── The trade house and three real orders ─────────────────────────────────────────────────────────
process.env.ORDERS_NOTIFY_TO ??= 'orders@aurelle.example'
const house = await createTradeHouse(payload)
const eur = bearer(await commerceToken(payload, house.users.jeweller, house.stores.munich, 'EUR'))
const erpKey = 'bench-erp-key-of-the-order-desk-00000001'
await payload.create({
  collection: 'admins',
  data: { email: 'desk@bench.example', password: 'Werkbank-Auftrag-2026!', role: 'brand', enableAPIKey: true, apiKey: erpKey },
  overrideAccess: true,
})
const erp = { authorization: `admins API-Key ${erpKey}` }
const today = calendarDayIn(new Date())

async function placedOrder() {
  for (const length of [54, 56, 58]) {
    const added = await call(
      addLineRoute,
      'POST',
      '/api/v1/commerce/line_items/',
      { article_group_id: house.groups.ring.uuid, quantity: 1, selection: { metalColor: 'WG', alloy: 'white_gold', length, orderType: 'nocommission' } },
      eur,
    )
    if (added.status !== 201) throw new Error(`adding a line: ${added.status} ${JSON.stringify(added.body)}`)
  }
  const cart = (await call(currentOrderRoute, 'GET', '/api/v1/commerce/orders/current/', undefined, eur)).body
  for (const step of [{ _authorize: true }, { _place: true }]) {
    const res = await call(patchOrderRoute, 'PATCH', `/api/v1/commerce/orders/${cart.id}/`, step, eur)
    if (res.status !== 200) throw new Error(`placing: ${res.status} ${JSON.stringify(res.body)}`)
  }
  const lines = await query('select id from order_lines where order_id = ? order by id', [cart.id])
  return { id: Number(cart.id), lines: lines.map((l) => Number(l.id)) }
}
async function move(handler, order, name, body) {
  const res = await call(handler, 'POST', `/api/v1/house/orders/${order.id}/${name}/`, body, erp)
  if (res.status >= 300) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`)
}
const placed = await placedOrder()
const confirmed = await placedOrder()
await move(confirmRoute, confirmed, 'confirm', { lines: confirmed.lines.map((id) => ({ id, estimated_delivery: addDays(today, 28) })) })
const shipped = await placedOrder()
await move(confirmRoute, shipped, 'confirm', { lines: shipped.lines.map((id) => ({ id, estimated_delivery: addDays(today, 28) })) })
await move(productionRoute, shipped, 'production', { lines: shipped.lines })
await move(shipmentsRoute, shipped, 'shipments', {
  lines: shipped.lines.map((id, k) => ({ id, serial_numbers: [`AU-BENCH-${k}`] })),
  carrier: 'DHL Express',
  tracking_number: 'JD0146000038284',
})
await flushMail()

// ── The other stores, and a store's staff member who sees its open orders ────────────────────────
const stores = [house.stores.munich]
for (let i = 1; i < STORES; i++) {
  const store = await payload.create({
    collection: 'jewelers',
    data: {
      name: `Bench-Juwelier ${i}`,
      slug: `bench-orders-${i}`,
      type: 'jeweler',
      latitude: 48,
      longitude: 11,
      currency: 'EUR',
      benchData: true,
      _status: 'published',
    },
    overrideAccess: true,
    depth: 0,
    context: { [SKIP_REVALIDATE]: true },
  })
  stores.push(store.id)
}
const staff = await payload.create({
  collection: 'users',
  data: {
    email: 'open-orders@bench.example',
    password: 'Offene-Auftraege-2026',
    isActive: true,
    role: 'staff_manager',
    portal_locations: [house.stores.munich],
  },
  overrideAccess: true,
  depth: 0,
})
await payload.create({
  collection: 'location-users',
  data: { user: staff.id, location: house.stores.munich, permissions: ['orders:view_open'] },
  overrideAccess: true,
  depth: 0,
})
const portal = bearer(await accountToken(payload, staff))

// ── 20,000 orders in bulk, copied from the three ──────────────────────────────────────────────────
const templateIds = [placed.id, confirmed.id, shipped.id]
const byOrder = async (table) => {
  const rows = await query(`select * from ${quote(table)} where order_id in (?, ?, ?) order by id`, templateIds)
  return (orderId) => rows.filter((r) => Number(r.order_id) === orderId)
}
const orderRows = await query('select * from orders where id in (?, ?, ?)', templateIds)
const tables = {
  lines: await byOrder('order_lines'),
  events: await byOrder('order_events'),
  shipments: await byOrder('shipments'),
  deliveries: await byOrder('deliveries'),
  pieces: await byOrder('pieces'),
}
const nextId = {}
for (const table of ['orders', 'order_lines', 'order_events', 'shipments', 'deliveries', 'pieces']) {
  const [row] = await query(`select coalesce(max(id), 0) as m from ${quote(table)}`)
  nextId[table] = Number(row.m) + 1
}
const take = (table) => nextId[table]++
// Placed over the last 400 days, newest first; dates as Payload writes them.
const now = Date.now()
const seedStarted = performance.now()
const BATCH = 1000
for (let start = 0; start < ORDERS; start += BATCH) {
  const out = { orders: [], order_lines: [], order_events: [], shipments: [], deliveries: [], pieces: [] }
  for (let i = start; i < Math.min(ORDERS, start + BATCH); i++) {
    const template = i % 10 < 7 ? placed : i % 10 < 9 ? confirmed : shipped
    const source = orderRows.find((o) => Number(o.id) === template.id)
    const id = take('orders')
    const at = new Date(now - Math.floor(((i + 0.5) / ORDERS) * 400 * 86_400_000)).toISOString()
    out.orders.push({
      ...source,
      id,
      order_number: `B-${String(i).padStart(6, '0')}`,
      cart_key: null,
      store_id: stores[i % stores.length],
      placed_at: at,
      created_at: at,
      updated_at: at,
    })
    const lineIds = new Map()
    for (const l of tables.lines(template.id)) {
      const lineId = take('order_lines')
      lineIds.set(Number(l.id), lineId)
      out.order_lines.push({ ...l, id: lineId, order_id: id, created_at: at, updated_at: at })
    }
    for (const e of tables.events(template.id)) out.order_events.push({ ...e, id: take('order_events'), order_id: id, key: `${e.key}-${i}` })
    for (const s of tables.shipments(template.id)) out.shipments.push({ ...s, id: take('shipments'), order_id: id })
    const deliveryIds = new Map()
    for (const d of tables.deliveries(template.id)) {
      const deliveryId = take('deliveries')
      deliveryIds.set(Number(d.id), deliveryId)
      out.deliveries.push({ ...d, id: deliveryId, order_id: id })
    }
    for (const p of tables.pieces(template.id))
      out.pieces.push({
        ...p,
        id: take('pieces'),
        order_id: id,
        line_id: lineIds.get(Number(p.line_id)),
        delivery_id: deliveryIds.get(Number(p.delivery_id)),
        serial_number: `${p.serial_number}-${i}`,
      })
  }
  for (const [table, rows] of Object.entries(out)) await insertRows(table, rows)
}
if (postgres) {
  for (const table of Object.keys(nextId)) await query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${quote(table)}))`)
  // A production database has its statistics (autovacuum analyses a table after bulk changes).
  await query('analyze')
}
const [{ n: placedCount }] = await query(`select count(*) as n from orders where status = 'placed'`)
console.log(
  `\norder desk on ${label}: ${ORDERS.toLocaleString('en')} orders over ${stores.length} stores (${Number(placedCount).toLocaleString('en')} placed), ` +
    `copied in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s, set up in ${((performance.now() - started) / 1000).toFixed(0)} s`,
)

// ── The measurements ──────────────────────────────────────────────────────────────────────────────
const p95 = (sorted) => sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]
const ms = (n) => `${n.toFixed(1)} ms`

/** A route handler as Next calls it; the answer read whole, as a client would. */
async function get(handler, url, headers) {
  const res = await handler(new Request(`http://maison.test${url}`, { headers: { accept: 'application/json', 'x-client-ip': '10.9.8.7', ...headers } }), {
    params: Promise.resolve({}),
  })
  const body = await res.text()
  if (res.status !== 200) throw new Error(`GET ${url} → ${res.status} ${body.slice(0, 300)}`)
  return JSON.parse(body)
}

/** Both sides `REQUESTS` times, interleaved so a busy moment of the machine favours neither; p95 of each. */
async function compare(app, raw) {
  for (let i = 0; i < 20; i++) {
    await app(i)
    await raw(i)
  }
  const times = { app: [], raw: [] }
  for (let i = 0; i < REQUESTS; i++) {
    for (const [side, fn] of i % 2
      ? [
          ['raw', raw],
          ['app', app],
        ]
      : [
          ['app', app],
          ['raw', raw],
        ]) {
      const t = performance.now()
      await fn(i)
      times[side].push(performance.now() - t)
    }
  }
  return { app: p95(times.app.sort((a, b) => a - b)), raw: p95(times.raw.sort((a, b) => a - b)) }
}

let failed = false
const report = (what, { app, raw }) => {
  const ratio = app / raw
  const pass = ratio <= GOAL_RATIO
  failed ||= !pass
  console.log(`${what}: p95 ${ms(app)}, the same reads as raw SQL p95 ${ms(raw)}, ratio ${ratio.toFixed(2)} (goal ≤ ${GOAL_RATIO}) ${pass ? 'PASS' : 'FAIL'}`)
}

// The house's list: pages spread over the whole list (a prime step), as the ERP pages through it.
const pages = Math.max(1, Math.ceil(Number(placedCount) / PER_PAGE))
const pageOf = (i) => 1 + ((i * 7919) % pages)
const first = await get(houseOrdersRoute, '/api/v1/house/orders/?status=placed&page=1', erp)
if (first.count !== Number(placedCount) || first.results.length !== PER_PAGE || first.results[0].line_items.length !== 3)
  throw new Error(`the house's list answered ${first.count} orders, ${first.results.length} on a page`)
const houseSides = await compare(
  (i) => get(houseOrdersRoute, `/api/v1/house/orders/?status=placed&page=${pageOf(i)}`, erp),
  async (i) => {
    // What the answer holds, read straight: the page of orders, their count, their lines and history.
    const orders = await query(`select * from orders where status = 'placed' order by placed_at desc, id desc limit ${PER_PAGE} offset ?`, [
      (pageOf(i) - 1) * PER_PAGE,
    ])
    await query(`select count(*) as n from orders where status = 'placed'`)
    const ids = orders.map((o) => o.id)
    const marks = ids.map(() => '?').join(', ')
    await query(`select * from order_lines where order_id in (${marks}) order by created_at, id`, ids)
    await query(`select * from order_events where order_id in (${marks}) order by at, id`, ids)
  },
)
report(`house order list (GET /api/v1/house/orders/?status=placed&page=N, ${PER_PAGE} a page of ${Number(placedCount).toLocaleString('en')})`, houseSides)

// The portal's open orders of one store (its first page, newest first, as the portal opens it).
const store = house.stores.munich
const openUrl = `/api/v1/open-orders/?location__in=${store}`
const open = await get(openOrdersRoute, openUrl, portal)
const [{ n: openLines }] = await query(
  `select count(*) as n from order_lines l join orders o on o.id = l.order_id where o.store_id = ? and o.status not in ('cart', 'delivered', 'cancelled') and l.status in ('placed', 'confirmed', 'in_production', 'shipped')`,
  [store],
)
if (open.count !== Number(openLines)) throw new Error(`the open orders answered ${open.count} lines, the database holds ${openLines}`)
const openSides = await compare(
  () => get(openOrdersRoute, openUrl, portal),
  async () => {
    // The page and its count, read straight: the store's open lines with their orders, newest first.
    const where = `o.store_id = ? and o.status not in ('cart', 'delivered', 'cancelled') and l.status in ('placed', 'confirmed', 'in_production', 'shipped')`
    const lines = await query(
      `select l.*, o.order_number, o.placed_at, o.currency as order_currency from order_lines l join orders o on o.id = l.order_id where ${where} order by o.placed_at desc, l.id limit ${OPEN_PAGE}`,
      [store],
    )
    await query(`select count(*) as n from order_lines l join orders o on o.id = l.order_id where ${where}`, [store])
    const ids = lines.map((l) => l.id)
    await query(`select line_id, serial_number from pieces where line_id in (${ids.map(() => '?').join(', ')}) and received_at is null`, ids)
  },
)
report(`open orders of one store (GET /api/v1/open-orders/, ${Number(openLines).toLocaleString('en')} open lines, ${OPEN_PAGE} a page)`, openSides)

if (process.env.BENCH_ORDERS_PDF === '1') {
  // An invoice of 20 lines of one to three pieces, in German (the house's default language).
  const lines = Array.from({ length: 20 }, (_, k) => documentLine(k + 1, 1 + (k % 3), 67100 + 1000 * k))
  const view = documentView('invoice', { lines })
  await renderOrderDocument(view) // fonts and catalogue loaded once, as a running server has them
  const times = []
  let bytes = 0
  for (let i = 0; i < RENDERS; i++) {
    const t = performance.now()
    bytes = (await renderOrderDocument(view)).length
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  console.log(
    `invoice PDF of 20 lines (renderOrderDocument, ${(bytes / 1024).toFixed(0)} KB): p50 ${ms(times[Math.floor(times.length / 2)])}, p95 ${ms(p95(times))} over ${RENDERS} renders`,
  )
}

resetAllLimits()
stopSearchIndex()
process.exit(failed ? 1 : 0)
