import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { demoAccounts } from '@seed/accounts'
import { describeUnless } from '../support/skipReport'
import { postgresProblem } from '../support/testDatabase'
import { redisProblem } from '../support/redis'
import { signInStaff } from '../support/staff'
import { nginxPath, startCluster, type RunningCluster } from './support/cluster'

// Issue 20: "`npm run cluster` … runs two or more maison processes on one PostgreSQL and one Redis
// behind a local load balancer … A test shows: a login on one process is valid on the other; rate
// limits are shared; a published change is visible (page cache and search index) on every process
// within 5 s; uploads written by one are readable by the other (shared storage)."
// Required in CI (.ci/run installs nginx, starts PostgreSQL and Redis); skipped and reported elsewhere.
const missing = process.env.CI
  ? null
  : ((!nginxPath ? 'nginx is not installed (apt-get install -y nginx)' : null) ?? (await postgresProblem()) ?? (await redisProblem()))

/** Letters only: one search word, new in every run. */
const word = (prefix: string) => prefix + Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('')

describeUnless(missing, 'two processes behind nginx on one PostgreSQL and one Redis', () => {
  let cluster: RunningCluster
  let a: string
  let b: string
  // Direct requests to a process state a client address of their own (the processes trust the
  // balancer's header), so earlier runs on the same Redis never count against this one.
  const client = { 'x-forwarded-for': `198.51.100.${1 + (randomBytes(1)[0] % 250)}` }

  beforeAll(async () => {
    cluster = await startCluster()
    ;[a, b] = cluster.processes
  }, 600_000)
  afterAll(async () => {
    await cluster?.stop()
  })

  async function editorAuth(on: string) {
    const { response, token } = await signInStaff(on, demoAccounts.editor, client)
    expect(response.status).toBe(200)
    return { authorization: `JWT ${token}` }
  }

  it('answers through the balancer from every process', async () => {
    for (const base of [cluster.balancer, a, b]) expect((await fetch(`${base}/api/health`)).status).toBe(200)
    const home = await fetch(`${cluster.balancer}/de/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<main')
  })

  it('accepts on process B a login made on process A (site account and editor)', async () => {
    const login = await fetch(`${a}/api/v1/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...client },
      body: JSON.stringify({ email: demoAccounts.customer.email, password: demoAccounts.customer.password }),
    })
    expect(login.status).toBe(200)
    const { access } = (await login.json()) as { access: string }
    const me = await fetch(`${b}/api/v1/users/me/`, { headers: { authorization: `Bearer ${access}` } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email: demoAccounts.customer.email })

    const editor = await fetch(`${b}/cms-api/admins/me`, { headers: await editorAuth(a) })
    expect((await editor.json()).user).toMatchObject({ email: demoAccounts.editor.email })
  })

  it('counts sign-in attempts spread over both processes against one limit (10 per e-mail, then 429)', async () => {
    // src/server/rateLimit/limiter.ts: loginEmail allows 10 attempts per e-mail in 15 minutes.
    const email = `${word('cluster')}@example.com`
    const attempt = (base: string) =>
      fetch(`${base}/api/v1/jwt/create/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...client },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      })
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 ? b : a)).status)
    expect(statuses).toEqual(Array(10).fill(401))
    // Five on each process: with a count per process neither would refuse yet.
    expect((await attempt(a)).status).toBe(429)
    expect((await attempt(b)).status).toBe(429)
    expect((await attempt(cluster.balancer)).status).toBe(429)
  })

  it('shows a change an editor published on A on B within 5 s: the rendered page and the search', async () => {
    const auth = await editorAuth(a)
    const found = await (await fetch(`${a}/cms-api/pages?where[slug][equals]=the-house&locale=en&depth=0`, { headers: auth })).json()
    const id = found.docs[0].id
    const probe = word('quartzite')
    const page = `${b}/en/the-house/`
    // B has the page in its cache before the change, so what follows is B expiring it, not a first render.
    expect(await (await fetch(page)).text()).not.toContain(probe)
    expect(await (await fetch(page)).text()).not.toContain(probe)

    const saved = await fetch(`${a}/cms-api/pages/${id}?locale=en`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ meta: { description: `The house in Pforzheim, ${probe}.` }, _status: 'published' }),
    })
    expect(saved.status).toBe(200)
    // Both watched from the moment the save answered, each for at most 5 s.
    const seenOnPage = async () => (await (await fetch(page)).text()).includes(probe)
    const foundBySearch = async () => ((await (await fetch(`${b}/api/v1/search/?s=${probe}&locale=en`)).json()) as { nbHits: number }).nbHits
    await Promise.all([
      expect.poll(seenOnPage, { timeout: 5000, interval: 200 }).toBe(true),
      expect.poll(foundBySearch, { timeout: 5000, interval: 200 }).toBe(1),
    ])
  })

  it('serves through B a file uploaded through A (one shared upload folder)', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 140, b: 60 } } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${word('cluster')}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Cluster test' }))
    const upload = await fetch(`${a}/cms-api/media`, { method: 'POST', headers: await editorAuth(a), body: form })
    expect(upload.status).toBe(201)
    const { doc } = (await upload.json()) as { doc: { url: string } }

    const file = new URL(doc.url, b).pathname
    const bytes = async (base: string) => {
      const res = await fetch(base + file)
      expect(res.status, base).toBe(200)
      return Buffer.from(await res.arrayBuffer())
    }
    const fromA = await bytes(a)
    expect(fromA.length).toBeGreaterThan(0)
    expect((await bytes(b)).equals(fromA)).toBe(true)
    expect((await bytes(cluster.balancer)).equals(fromA)).toBe(true)
  })
})
