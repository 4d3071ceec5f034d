// The form flood of `npm run bench` (issue 7): contact forms posted for 30 s by many visitors (each
// request from its own address through the trusted proxy header, so the per-IP limit does not
// apply), then a burst from one address that the limit must stop. Submissions per second are set
// against GET /api/health of the same server in the same run (the same stack without validation or
// a database write). Passes when every 201 answer has its stored row and the burst got 429s.
// Then the same for sign-ins with wrong passwords; under both floods two visitors read a page, and
// its p95 is printed against the same reading on the idle server (issue 20).
import { performance } from 'node:perf_hooks'
import { createClient } from '@libsql/client'

const SECONDS = Number(process.env.BENCH_FORMS_SECONDS ?? 30)
const CONNECTIONS = Number(process.env.BENCH_FORMS_CONNECTIONS ?? 10)
const PAGE = '/de/kontakt/'

let sequence = 0
const visitor = () => {
  sequence += 1
  return { ip: `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`, email: `flood-${sequence}@example.com` }
}
const contact = (email) =>
  JSON.stringify({
    action: 'CONTACT_FORM',
    form_id: 'bench',
    used_website_language: 'DE',
    selected_language: 'DE',
    storyblok_story_uuid: '',
    storyblok_component_uid: '',
    google_click_id: '',
    meta_click_id: '',
    subject: 'Anfrage',
    email,
    message: 'Ich interessiere mich für den Herzstück-Ring in Weißgold. Ist er in Größe 54 vorrätig?',
    data_agreement: true,
    products: '10-1101-00-1-WG',
    metadata: { context: 'website' },
  })

/**
 * `connections` visitors, each sending its next request when the last is answered, until `seconds`
 * have passed or `amount` requests are sent. Every request sent is awaited, so each answer counts.
 */
async function load({ connections, seconds = Infinity, amount = Infinity, request }) {
  const statuses = new Map()
  const latencies = []
  const until = performance.now() + seconds * 1000
  let sent = 0
  const worker = async () => {
    while (performance.now() < until && sent < amount) {
      sent += 1
      const started = performance.now()
      const res = await request()
      await res.arrayBuffer()
      latencies.push(performance.now() - started)
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    }
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: connections }, worker))
  const elapsed = (performance.now() - began) / 1000
  latencies.sort((a, b) => a - b)
  return { statuses, elapsed, p95: latencies[Math.floor(latencies.length * 0.95)] ?? 0, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 }
}

async function storedRows(dbFile) {
  const db = createClient({ url: `file:${dbFile}` })
  try {
    const { rows } = await db.execute('select count(*) as n from form_submissions')
    return Number(rows[0].n)
  } finally {
    db.close()
  }
}

/** Runs the flood against a server started with TRUST_PROXY=1 on the SQLite file `dbFile`. */
export async function benchForms(base, dbFile) {
  const before = await storedRows(dbFile)
  const send = (ip, email) =>
    fetch(`${base}/api/v1/forms/`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: contact(email) })
  const health = await load({ connections: CONNECTIONS, seconds: 10, request: () => fetch(`${base}/api/health`) })
  // Visitors reading pages meanwhile (issue 20): two of them, idle first, then under each flood.
  const reading = (seconds) => load({ connections: 2, seconds, request: () => fetch(`${base}${PAGE}`) })
  const idle = await reading(10)
  const [flood, pagesUnderForms] = await Promise.all([
    load({
      connections: CONNECTIONS,
      seconds: SECONDS,
      request: () => {
        const who = visitor()
        return send(who.ip, who.email)
      },
    }),
    reading(SECONDS),
  ])
  const afterFlood = await storedRows(dbFile)

  // One address, 100 forms at once: the first 30 are accepted, the rest get 429.
  const burst = await load({ connections: 10, amount: 100, request: () => send('198.51.100.7', 'burst@example.com') })
  const afterBurst = await storedRows(dbFile)

  const created = flood.statuses.get(201) ?? 0
  const perSecond = created / flood.elapsed
  const healthPerSecond = (health.statuses.get(200) ?? 0) / health.elapsed
  const burstCreated = burst.statuses.get(201) ?? 0
  const burstLimited = burst.statuses.get(429) ?? 0
  const others = [...flood.statuses].filter(([s]) => s !== 201)
  const ok = created > 0 && afterFlood - before === created && afterBurst - afterFlood === burstCreated && burstLimited > 0 && others.length === 0
  console.log(`\nform flood: contact forms from distinct visitors, ${CONNECTIONS} connections, ${SECONDS} s`)
  console.log(`GET /api/health (baseline):  ${healthPerSecond.toFixed(0)} req/s`)
  console.log(
    `POST /api/v1/forms/ (201):   ${perSecond.toFixed(1)} submissions/s, p99 ${flood.p99.toFixed(0)} ms, other answers ${JSON.stringify(Object.fromEntries(others))}`,
  )
  console.log(`ratio forms / health: ${(perSecond / healthPerSecond).toFixed(3)}`)
  console.log(`201 answers ${created}, stored rows ${afterFlood - before}: ${afterFlood - before === created ? 'equal' : 'DIFFERENT'}`)
  console.log(`burst from one address: ${JSON.stringify(Object.fromEntries(burst.statuses))}, stored ${afterBurst - afterFlood}`)
  console.log(
    `page ${PAGE} read meanwhile: p95 ${pagesUnderForms.p95.toFixed(1)} ms against ${idle.p95.toFixed(1)} ms idle (ratio ${(pagesUnderForms.p95 / idle.p95).toFixed(2)}), answers ${JSON.stringify(Object.fromEntries(pagesUnderForms.statuses))}`,
  )
  console.log(`form flood: ${ok ? 'PASS' : 'FAIL'}`)
  const loginOk = await loginFlood(base, reading, idle)
  return ok && loginOk && pagesUnderForms.statuses.size === 1 && pagesUnderForms.statuses.has(200)
}

/**
 * Sign-ins with wrong passwords for 30 s (issue 20): from distinct addresses every attempt is
 * answered 401 (a distinct e-mail each, so no account lock applies); one address trying a hundred
 * times is stopped with 429. Pages keep being served meanwhile.
 */
async function loginFlood(base, reading, idle) {
  let n = 0
  const attempt = (ip, email) =>
    fetch(`${base}/api/v1/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password: 'Falsch-geraten-2026' }),
    })
  const [flood, pages] = await Promise.all([
    load({
      connections: CONNECTIONS,
      seconds: SECONDS,
      request: () => {
        const who = visitor()
        n += 1
        return attempt(who.ip, `guess-${n}@example.com`)
      },
    }),
    reading(SECONDS),
  ])
  const burst = await load({ connections: 10, amount: 100, request: () => attempt('198.51.100.9', 'admin@aurelle.example') })
  const others = [...flood.statuses].filter(([s]) => s !== 401)
  const ok = (flood.statuses.get(401) ?? 0) > 0 && others.length === 0 && (burst.statuses.get(429) ?? 0) > 0 && !burst.statuses.has(200)
  console.log(`\nlogin flood: wrong passwords from distinct addresses, ${CONNECTIONS} connections, ${SECONDS} s`)
  console.log(
    `POST /api/v1/jwt/create/ (401): ${((flood.statuses.get(401) ?? 0) / flood.elapsed).toFixed(1)} attempts/s, p99 ${flood.p99.toFixed(0)} ms, other answers ${JSON.stringify(Object.fromEntries(others))}`,
  )
  console.log(`burst from one address: ${JSON.stringify(Object.fromEntries(burst.statuses))}`)
  console.log(
    `page read meanwhile: p95 ${pages.p95.toFixed(1)} ms against ${idle.p95.toFixed(1)} ms idle (ratio ${(pages.p95 / idle.p95).toFixed(2)}), answers ${JSON.stringify(Object.fromEntries(pages.statuses))}`,
  )
  console.log(`login flood: ${ok ? 'PASS' : 'FAIL'}`)
  return ok && pages.statuses.size === 1 && pages.statuses.has(200)
}
