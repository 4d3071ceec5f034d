// The trade shop's products call under `npm run bench` (issue 14): a store whose shop lists 200
// product groups. The demo house has about forty; the rest are copies of its groups made through
// Payload's REST API as the admin (new SKU prefixes, same SKUs and prices). Then the p95 of
// GET /api/v1/commerce/products/ for the demo jeweller's EUR store, set against GET /api/health of
// the same server in the same run (the same stack without a query).
import { performance } from 'node:perf_hooks'

const GROUPS = Number(process.env.BENCH_PRODUCT_GROUPS ?? 200)
const REQUESTS = Number(process.env.BENCH_PRODUCTS_REQUESTS ?? 400)
const CONCURRENCY = 8
/** The products call may cost this many health requests at the 95th percentile. */
const GOAL_RATIO = 5

const json = { 'content-type': 'application/json', accept: 'application/json' }

async function call(url, init = {}) {
  const res = await fetch(url, init)
  const text = await res.text()
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${res.status} ${text.slice(0, 200)}`)
  return text ? JSON.parse(text) : null
}

/** Array rows carry their own ids; a copy must get new ones, so every `id` inside an array goes. */
function withoutRowIds(value, inArray = false) {
  if (Array.isArray(value)) return value.map((v) => withoutRowIds(v, true))
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !(inArray && k === 'id'))
      .map(([k, v]) => [k, withoutRowIds(v)]),
  )
}

async function ensureGroups(base) {
  const { token } = await call(`${base}/cms-api/admins/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'admin@aurelle.example', password: 'Aurelle-Admin-2026' }),
  })
  const admin = { ...json, authorization: `JWT ${token}` }
  const list = await call(`${base}/cms-api/product-groups?limit=1000&depth=0&locale=de`, { headers: admin })
  const models = list.docs.filter((g) => g.metaType === 'jewelry' && !g.isRingOfTheYear)
  for (let i = list.totalDocs; i < GROUPS; i++) {
    const { id, uuid, createdAt, updatedAt, ...fields } = models[i % models.length]
    const data = { ...withoutRowIds(fields), skuPrefix: `8${i % 10}-${String(1000 + i).padStart(4, '0')}`, name: `${fields.name} ${i}` }
    await call(`${base}/cms-api/product-groups?locale=de`, { method: 'POST', headers: admin, body: JSON.stringify(data) })
  }
}

async function commerceToken(base) {
  const { access } = await call(`${base}/api/v1/jwt/create/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'jeweller@aurelle.example', password: 'Aurelle-Jeweller-2026' }),
  })
  const bearer = { ...json, authorization: `Bearer ${access}` }
  const [location] = await call(`${base}/api/v1/locations/`, { headers: bearer })
  const { token } = await call(`${base}/api/v1/locations/${location.id}/commerce/authenticate/`, { method: 'POST', headers: bearer })
  return token
}

/** Latencies of `REQUESTS` GETs, `CONCURRENCY` at a time; each answer read to the end. */
async function sample(url, headers) {
  const times = []
  let sent = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < REQUESTS) {
        sent += 1
        const start = performance.now()
        const res = await fetch(url, { headers })
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`GET ${url} → ${res.status}`)
        times.push(performance.now() - start)
      }
    }),
  )
  return times.sort((a, b) => a - b)
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** Prints the products call's p95 against health's; true when within the goal. */
export async function benchProducts(base) {
  await ensureGroups(base)
  const token = await commerceToken(base)
  const products = `${base}/api/v1/commerce/products/?language=de&currency=EUR`
  const auth = { accept: 'application/json', authorization: `Bearer ${token}` }
  const first = await call(products, { headers: auth })
  await sample(`${base}/api/health`, {}) // warm-up
  const health = await sample(`${base}/api/health`, {})
  const list = await sample(products, auth)
  const ratio = percentile(list, 95) / percentile(health, 95)
  console.log(`\nshop products call, ${first.results.length} groups on the first page (${GROUPS} in the shop), ${REQUESTS} requests, ${CONCURRENCY} at a time:`)
  console.log(`GET /api/health:                  p50 ${percentile(health, 50).toFixed(1)} ms, p95 ${percentile(health, 95).toFixed(1)} ms`)
  console.log(`GET /api/v1/commerce/products/:   p50 ${percentile(list, 50).toFixed(1)} ms, p95 ${percentile(list, 95).toFixed(1)} ms`)
  console.log(`ratio products / health at p95: ${ratio.toFixed(1)} (goal ≤ ${GOAL_RATIO})`)
  return ratio <= GOAL_RATIO
}
