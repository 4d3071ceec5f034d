import { afterAll, beforeAll, expect, it } from 'vitest'
import { stopSearchIndex } from '@/server/search/searchService'
import { describeDb, testPayload } from '../support/payload'

// Issue 2 §4: GET /api/health → 200 {"status":"ok"} when the database answers.
// Issue 13 §3: "Health must tell "starting/seeding" from "ready"".
describeDb('GET /api/health', () => {
  beforeAll(async () => {
    await testPayload()
  })
  afterAll(() => stopSearchIndex())

  it('answers 503 until the process has booted, then 200 {"status":"ok"} with the database answering', async () => {
    const { GET } = await import('@/app/api/health/route')
    const before = await GET()
    expect(before.status).toBe(503)
    expect(await before.json()).toEqual({ status: 'starting' })

    process.env.SEED = '0'
    const { boot } = await import('@/server/boot/boot')
    await boot()
    const after = await GET()
    expect(after.status).toBe(200)
    expect(await after.json()).toEqual({ status: 'ok' })
  })
})
