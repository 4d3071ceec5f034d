import { afterAll, expect, it } from 'vitest'
import { redisProblem, redisUrl } from '../support/redis'
import { describeUnless } from '../support/skipReport'

const redisDown = await redisProblem()

// ARCHITECTURE: rate limits are shared across processes through Redis when REDIS_URL is set.
// In CI the suite runs whatever the probe said, so a missing Redis fails it instead of skipping;
// elsewhere it is skipped and the reason lands in `npm test`'s summary.
describeUnless(process.env.CI ? null : redisDown, 'rate limits through Redis', () => {
  afterAll(async () => {
    const { resetAllLimits } = await import('@/server/rateLimit/limiter')
    resetAllLimits()
    delete process.env.REDIS_URL
  })

  it('has a Redis that answers', () => {
    // Without it the limiter silently counts in memory (its insurance), which proves nothing here.
    expect(redisDown).toBeNull()
  })

  it("counts across processes: a second limiter set sees the first one's attempts", async () => {
    process.env.REDIS_URL = redisUrl
    const { consume, resetAllLimits } = await import('@/server/rateLimit/limiter')
    const key = `test-${Date.now()}@example.com`
    for (let i = 0; i < 10; i++) expect((await consume('loginEmail', key)).ok).toBe(true)
    resetAllLimits() // as if another process started: only Redis remembers
    const eleventh = await consume('loginEmail', key)
    expect(eleventh.ok).toBe(false)
    if (!eleventh.ok) expect(eleventh.retryAfterS).toBeGreaterThan(0)
  })
})
