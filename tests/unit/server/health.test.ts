import { describe, expect, it, vi } from 'vitest'

// Issue 2 §4: "GET /api/health → 200 {"status":"ok"} when the database answers, 503 otherwise."
vi.mock('@/server/payload/client', () => ({
  payloadClient: async () => ({ count: () => Promise.reject(new Error('connection refused')) }),
}))
vi.mock('@/server/log/logger', () => ({ logger: { error: () => {} } }))

describe('GET /api/health without a database', () => {
  it('answers 503 and never caches the answer', async () => {
    const { GET } = await import('@/app/api/health/route')
    const res = await GET()
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'unavailable' })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
