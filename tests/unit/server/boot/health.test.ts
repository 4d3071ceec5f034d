import { afterEach, describe, expect, it, vi } from 'vitest'
import { setBootState } from '@/server/boot/bootState'

// Issue 2 §4: "GET /api/health → 200 {"status":"ok"} when the database answers, 503 otherwise."
// Issue 13 §3: "Health must tell "starting/seeding" from "ready"", and "a seed that fails must not look healthy".
const database = vi.hoisted(() => ({ answers: true }))
vi.mock('@/server/payload/client', () => ({
  payloadClient: async () => ({ count: () => (database.answers ? Promise.resolve({ totalDocs: 1 }) : Promise.reject(new Error('connection refused'))) }),
}))
vi.mock('@/server/log/logger', () => ({ logger: { error: () => {} } }))

async function health() {
  const { GET } = await import('@/app/api/health/route')
  const res = await GET()
  return { status: res.status, body: await res.json(), cache: res.headers.get('cache-control') }
}

describe('GET /api/health', () => {
  afterEach(() => {
    database.answers = true
    setBootState({ phase: 'starting' })
  })

  it('answers 503 "starting" before the boot has begun its work, and never caches', async () => {
    expect(await health()).toEqual({ status: 503, body: { status: 'starting' }, cache: 'no-store' })
  })

  it('answers 503 "seeding" while the demo house is written, although the database answers', async () => {
    setBootState({ phase: 'seeding' })
    expect(await health()).toMatchObject({ status: 503, body: { status: 'seeding' } })
  })

  it('answers 503 "failed" with the reason after a failed seed', async () => {
    setBootState({ phase: 'failed', reason: 'seed failed' })
    expect(await health()).toMatchObject({ status: 503, body: { status: 'failed', reason: 'seed failed' } })
  })

  it('answers 200 {"status":"ok"} once ready and the database answers', async () => {
    setBootState({ phase: 'ready' })
    expect(await health()).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' })
  })

  it('answers 503 "unavailable" when ready but the database does not answer', async () => {
    setBootState({ phase: 'ready' })
    database.answers = false
    expect(await health()).toMatchObject({ status: 503, body: { status: 'unavailable' } })
  })
})
