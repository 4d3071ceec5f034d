import { afterEach, describe, expect, it } from 'vitest'
import { consume, resetAllLimits } from '@/server/rateLimit/limiter'

// Issue 30, 4: "The staff sign-in limit answers 500 {"errors":[{"message":"An unknown error
// occurred."}]} from the 21st attempt … It must be 429 with Retry-After." The limiters live on
// globalThis, shared by every route bundle of the process. When the site's API bundle made them,
// a spent limit rejects with that bundle's RateLimiterRes, which is not the class the back office's
// bundle imports: `instanceof` failed, the answer was rethrown and became a 500.
describe('a spent limit made by another bundle', () => {
  const store = globalThis as { __maisonLimiters?: unknown }
  afterEach(() => {
    store.__maisonLimiters = undefined
    resetAllLimits()
  })

  it('is still a spent limit with its wait, whatever copy of rate-limiter-flexible made it', async () => {
    // What a RateLimiterRes of another module copy looks like from here: its fields, not this class.
    class ForeignRateLimiterRes {
      msBeforeNext = 4200
      remainingPoints = 0
      consumedPoints = 21
      isFirstInDuration = false
    }
    const limiter = { consume: () => Promise.reject(new ForeignRateLimiterRes()), delete: async () => true }
    store.__maisonLimiters = { limiters: { staffLoginIp: limiter }, ready: Promise.resolve() }
    expect(await consume('staffLoginIp', '203.0.113.9')).toEqual({ ok: false, retryAfterS: 5 })
  })

  it('a real failure of the store (an Error) is not taken for a spent limit', async () => {
    const limiter = { consume: () => Promise.reject(new Error('Redis down')), delete: async () => true }
    store.__maisonLimiters = { limiters: { staffLoginIp: limiter }, ready: Promise.resolve() }
    await expect(consume('staffLoginIp', '203.0.113.9')).rejects.toThrow('Redis down')
  })
})
