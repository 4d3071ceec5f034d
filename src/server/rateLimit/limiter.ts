import Redis from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { logger } from '@/server/log/logger'

/**
 * Abuse limits per IP and per e-mail. In memory for one process; shared through Redis when
 * REDIS_URL is set (several processes), with the memory limiter standing in if Redis is down.
 * Kept on globalThis so every route bundle of this process shares one count.
 */
const rules = {
  loginIp: { points: 20, duration: 60 },
  loginEmail: { points: 10, duration: 15 * 60 },
  // The back office (Payload's /cms-api/admins/login and forgot-password): a few people, from few places.
  staffLoginIp: { points: 20, duration: 10 * 60 },
  registerIp: { points: 10, duration: 60 * 60 },
  registerEmail: { points: 3, duration: 60 * 60 },
  resetIp: { points: 10, duration: 60 * 60 },
  resetEmail: { points: 5, duration: 60 * 60 },
  // A person sends a form and perhaps its second step; 30 in ten minutes is a script.
  formsIp: { points: 30, duration: 10 * 60 },
  // Per user: choosing a store is a click now and then; a cart takes a line a second at most.
  commerceAuthUser: { points: 30, duration: 10 * 60 },
  cartWriteUser: { points: 120, duration: 60 },
  // An engraving image is one file per engraved line, up to 5 MB each: 30 in ten minutes is generous.
  engravingImageUser: { points: 30, duration: 10 * 60 },
  // An application is three to a dozen files and one submission; 40 files an hour is a script.
  applicationFileIp: { points: 40, duration: 60 * 60 },
  applicationIp: { points: 10, duration: 60 * 60 },
  // The access-denied page reports once per visit.
  accessDeniedIp: { points: 30, duration: 10 * 60 },
} as const

export type LimitName = keyof typeof rules

type Store = { limiters: Record<LimitName, RateLimiterAbstract>; redis?: Redis; ready: Promise<void> }
const globalStore = globalThis as { __maisonLimiters?: Store }

function createStore(): Store {
  const url = process.env.REDIS_URL
  const redis = url ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined
  redis?.on('error', (err) => logger.warn({ err }, 'rate limit store: Redis unavailable, counting in memory'))
  const limiters = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => {
      const memory = new RateLimiterMemory({ keyPrefix: name, ...rule })
      const limiter = redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `maison:rl:${name}`, insuranceLimiter: memory, ...rule }) : memory
      return [name, limiter]
    }),
  ) as unknown as Record<LimitName, RateLimiterAbstract>
  // Counts wait up to half a second for the first connection rather than falling back at once.
  const ready = redis
    ? Promise.race([new Promise<void>((resolve) => redis.once('ready', () => resolve())), new Promise<void>((resolve) => setTimeout(resolve, 500))])
    : Promise.resolve()
  return { limiters, redis, ready }
}

async function limiters() {
  globalStore.__maisonLimiters ??= createStore()
  await globalStore.__maisonLimiters.ready
  return globalStore.__maisonLimiters.limiters
}

/**
 * A spent limit, told by its shape rather than `instanceof`: the limiters live on globalThis and are
 * shared by every route bundle of the process, each with its own copy of rate-limiter-flexible. The
 * bundle that made them (the site's API) rejects with its RateLimiterRes, which is not the class the
 * back office's bundle imports, so a spent staff sign-in limit was rethrown and answered 500 (issue 30).
 */
function isRateLimiterRes(value: unknown): value is RateLimiterRes {
  return (
    value instanceof RateLimiterRes ||
    (typeof value === 'object' && value !== null && !(value instanceof Error) && typeof (value as RateLimiterRes).msBeforeNext === 'number')
  )
}

/** Counts one attempt; answers how long to wait when the limit is spent. */
export async function consume(name: LimitName, key: string): Promise<{ ok: true } | { ok: false; retryAfterS: number }> {
  try {
    await (await limiters())[name].consume(key)
    return { ok: true }
  } catch (res) {
    if (isRateLimiterRes(res)) return { ok: false, retryAfterS: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) }
    throw res
  }
}

/** Clears the count for a key, e.g. the e-mail's failed logins after a successful one. */
export async function reset(name: LimitName, key: string): Promise<void> {
  await (await limiters())[name].delete(key)
}

/** For tests: forget every count (and drop the Redis connection). */
export function resetAllLimits(): void {
  globalStore.__maisonLimiters?.redis?.disconnect()
  delete globalStore.__maisonLimiters
}
