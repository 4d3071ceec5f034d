import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'

const redisUp = await new Promise<boolean>((resolve) => {
  const s = net.connect({ host: '127.0.0.1', port: 6379, timeout: 1000 })
  s.once('connect', () => (s.destroy(), resolve(true)))
  s.once('error', () => resolve(false))
})

// ARCHITECTURE: rate limits are shared across processes through Redis when REDIS_URL is set.
describe.skipIf(!redisUp || process.env.TEST_DATABASE === 'postgres')('rate limits through Redis', () => {
  afterAll(async () => {
    const { resetAllLimits } = await import('@/server/rateLimit/limiter')
    resetAllLimits()
    delete process.env.REDIS_URL
  })

  it('counts across processes: a second limiter set sees the first one\'s attempts', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:6379/0'
    const { consume, resetAllLimits } = await import('@/server/rateLimit/limiter')
    const key = `test-${Date.now()}@example.com`
    for (let i = 0; i < 10; i++) expect((await consume('loginEmail', key)).ok).toBe(true)
    resetAllLimits() // as if another process started: only Redis remembers
    const eleventh = await consume('loginEmail', key)
    expect(eleventh.ok).toBe(false)
    if (!eleventh.ok) expect(eleventh.retryAfterS).toBeGreaterThan(0)
  })
})
