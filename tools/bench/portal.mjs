// The retailer portal under `npm run bench` (issue 16): 100,000 pieces over 500 stores, then, through
// the production server, the p95 of a filtered, sorted page of 50 rows and of the aggregates against
// a primary-key read (Payload's REST read of one item by id) in the same run, and the server's peak
// memory while it streams the 100,000-row XLSX export. Stores, the user and the permissions go in
// through the HTTP APIs as the admin; the pieces straight into the database in multi-row inserts.
import { execFileSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'

const STORES = Number(process.env.BENCH_PORTAL_STORES ?? 500)
const ITEMS = Number(process.env.BENCH_PORTAL_ITEMS ?? 100_000)
const ADMIN = { email: 'admin@aurelle.example', password: 'Aurelle-Admin-2026' }
const REQUESTS = Number(process.env.BENCH_PORTAL_REQUESTS ?? 200)
const CONCURRENCY = 4
const GOAL_RATIO = 3
const EMAIL = 'portal-bench@aurelle.example'
export const LARGE_PORTAL_PASSWORD = 'Portal-Bench-2026-x'
const PASSWORD = LARGE_PORTAL_PASSWORD

const json = { 'content-type': 'application/json', accept: 'application/json' }
async function call(url, init = {}) {
  const res = await fetch(url, init)
  const text = await res.text()
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${res.status} ${text.slice(0, 200)}`)
  return text ? JSON.parse(text) : null
}

/** A tiny seeded generator: every run measures the same stock. */
let seed = 161616
const random = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32
const day = (daysAgo) => new Date(Date.UTC(2026, 10, 1) - daysAgo * 86400000).toISOString().slice(0, 10)
const types = ['ring', 'necklace', 'bracelet', 'earrings', 'amulet']

async function inParallel(items, limit, work) {
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++])
    }),
  )
}

/**
 * A large portal: `stores` new stores, a staff manager (EMAIL, PASSWORD) holding all of them with the
 * view and export permissions, and `items` pieces over them. Stores, the user and the permissions go
 * in through the running server's HTTP APIs as an admin (hooks, hashing, access as in production);
 * the pieces straight into its database through `db.insertItems`. Also `npm run seed:portal`.
 * Creations answer at depth 0: a grant at REST's default depth came back with the manager and all
 * their stores populated, and 500 of them took minutes.
 */
export async function seedLargePortal(base, db, { stores = STORES, items = ITEMS, admin: login = ADMIN, prefix = 'bench' } = {}) {
  const { token } = await call(`${base}/cms-api/admins/login`, { method: 'POST', headers: json, body: JSON.stringify(login) })
  const admin = { ...json, authorization: `JWT ${token}` }
  const storeIds = []
  await inParallel(
    Array.from({ length: stores }, (_, i) => i),
    8,
    async (i) => {
      const doc = await call(`${base}/cms-api/jewelers?depth=0`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({
          name: `Bench-Juwelier ${prefix} ${i}`,
          slug: `${prefix}-juwelier-${i}`,
          type: 'jeweler',
          latitude: 47 + random() * 7,
          longitude: 6 + random() * 9,
          currency: i % 5 === 0 ? 'CHF' : 'EUR',
          benchData: true,
          _status: 'published',
        }),
      })
      storeIds.push(doc.doc.id)
    },
  )
  const email = prefix === 'bench' ? EMAIL : `${prefix}@aurelle.example`
  const user = await call(`${base}/cms-api/users?depth=0`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      email,
      password: PASSWORD,
      isActive: true,
      role: 'staff_manager',
      first_name: 'Bench',
      last_name: 'Manager',
      portal_locations: storeIds,
    }),
  })
  const permissions = [
    'inventory:view_current',
    'inventory:view_sell_in_statistics',
    'inventory:view_sell_out_statistics',
    'inventory:export_sell_in_statistics',
  ]
  await inParallel(storeIds, 8, (location) =>
    call(`${base}/cms-api/location-users?depth=0`, { method: 'POST', headers: admin, body: JSON.stringify({ user: user.doc.id, location, permissions }) }),
  )
  const now = new Date().toISOString()
  for (let start = 0; start < items; start += 500) {
    const rows = Array.from({ length: Math.min(500, items - start) }, (_, k) => {
      const i = start + k
      const sellIn = Math.floor(random() * 1460)
      const sold = random() < 0.45 && sellIn > 30
      return [
        `${prefix.toUpperCase()}-${String(i).padStart(7, '0')}`,
        `10-${1000 + (i % 900)}-00-1-WG`,
        types[i % types.length],
        `Bench-Stück ${i}`,
        storeIds[i % storeIds.length],
        50000 + Math.floor(random() * 200000),
        'EUR',
        day(sellIn),
        sold ? 90000 : null,
        sold ? 'EUR' : null,
        sold ? day(Math.floor(sellIn / 2)) : null,
        random() < 0.2,
        now,
        now,
      ]
    })
    await db.insertItems(rows)
  }
  return { admin, storeIds, email }
}

async function sample(url, headers) {
  const times = []
  let sent = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < REQUESTS) {
        sent += 1
        const t = performance.now()
        const res = await fetch(url, { headers })
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`GET ${url} → ${res.status}`)
        times.push(performance.now() - t)
      }
    }),
  )
  return times.sort((a, b) => a - b)
}
const p95 = (sorted) => sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]

/** Resident memory of the server's process group, in MB (ps, summed over the group). */
const rssMb = (pid) =>
  execFileSync('ps', ['-o', 'rss=', '-g', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map(Number)
    .filter(Boolean)
    .reduce((a, b) => a + b, 0) / 1024

/**
 * `db.insertItems(rows)` writes rows of (serial_number, article_number, product_type,
 * article_description_de, location_id, sell_in_price, sell_in_currency, sell_in_date, sell_out_price,
 * sell_out_currency, sell_out_date, available_in_virtual_storage, updated_at, created_at).
 * Prints the figures; true when both ratios meet the goal.
 */
export async function benchPortal(base, { label, serverPid, db }) {
  const started = performance.now()
  const { admin, storeIds } = await seedLargePortal(base, db)
  console.log(
    `\nretailer portal on ${label}: ${ITEMS.toLocaleString('en')} pieces over ${STORES} stores set up in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
  const { access } = await call(`${base}/api/v1/jwt/create/`, { method: 'POST', headers: json, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) })
  const auth = { accept: 'application/json', authorization: `Bearer ${access}` }
  const some = storeIds
    .slice(0, 20)
    .map((s) => `location__in=${s}`)
    .join('&')
  const page = `${base}/api/v1/inventory/?sell_in_date__isnull=false&sell_out_date__isnull=true&article_type=ring&sell_in_date__gte=2024-01-01&order_by=-sell_in_price&page_size=50&${some}`
  const sums = `${base}/api/v1/inventory/aggregates/?sell_in_date__isnull=false&sell_out_date__isnull=true&aggregate_by=currency,sell_in_date&${some}`
  const first = await call(page, { headers: auth })
  const pk = `${base}/cms-api/inventory-items/${first.results[0].id}?depth=0`
  await sample(pk, admin)
  const read = await sample(pk, admin)
  const list = await sample(page, auth)
  const aggregate = await sample(sums, auth)
  const listRatio = p95(list) / p95(read)
  const sumRatio = p95(aggregate) / p95(read)
  console.log(`primary-key read (REST):          p95 ${p95(read).toFixed(1)} ms`)
  console.log(
    `filtered sorted page of 50 (${first.count.toLocaleString('en')} matches in 20 stores): p95 ${p95(list).toFixed(1)} ms, ratio ${listRatio.toFixed(2)} (goal ≤ ${GOAL_RATIO})`,
  )
  console.log(`aggregates per currency and year: p95 ${p95(aggregate).toFixed(1)} ms, ratio ${sumRatio.toFixed(2)} (goal ≤ ${GOAL_RATIO})`)

  const before = rssMb(serverPid)
  let peak = before
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(serverPid))), 100)
  const t = performance.now()
  const res = await fetch(`${base}/api/v1/inventory/export/?format=xlsx&sell_out_date__isnull=true`, { headers: auth })
  const bytes = (await res.arrayBuffer()).byteLength
  clearInterval(timer)
  console.log(
    `XLSX export of the stock (${res.status}, ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s): server resident ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`,
  )
  return res.ok && listRatio <= GOAL_RATIO && sumRatio <= GOAL_RATIO
}

const COLUMNS = [
  'serial_number',
  'article_number',
  'product_type',
  'article_description_de',
  'location_id',
  'sell_in_price',
  'sell_in_currency',
  'sell_in_date',
  'sell_out_price',
  'sell_out_currency',
  'sell_out_date',
  'available_in_virtual_storage',
  'updated_at',
  'created_at',
]

/** Inserts into the bench server's SQLite file (WAL: the server keeps serving meanwhile). */
export async function sqliteItems(file) {
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${file}` })
  await client.execute('PRAGMA busy_timeout = 10000')
  return {
    insertItems: (rows) =>
      client.execute({
        sql: `insert into inventory_items (${COLUMNS.join(', ')}) values ${rows.map(() => `(${COLUMNS.map(() => '?').join(', ')})`).join(', ')}`,
        args: rows.flatMap((r) => r.map((v) => (typeof v === 'boolean' ? Number(v) : v))),
      }),
    close: () => client.close(),
  }
}

export async function postgresItems(url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return {
    insertItems: (rows) =>
      client.query(
        `insert into inventory_items (${COLUMNS.join(', ')}) values ${rows.map((_, i) => `(${COLUMNS.map((__, j) => `$${i * COLUMNS.length + j + 1}`).join(', ')})`).join(', ')}`,
        rows.flat(),
      ),
    close: () => client.end(),
  }
}
