import { beforeAll, expect, it } from 'vitest'
import { describeDb, testPayload } from '../support/payload'

// Issue 2 §4: GET /api/health → 200 {"status":"ok"} when the database answers.
describeDb('GET /api/health', () => {
  beforeAll(async () => {
    await testPayload()
  })

  it('answers 200 {"status":"ok"} when the database answers', async () => {
    const { GET } = await import('@/app/api/health/route')
    const response = await GET()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})
