import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

/**
 * Abuse limits per IP and per e-mail. Kept on globalThis so every route bundle of this process
 * shares one count. (REDIS_URL-backed limits for several processes: see docs/decisions.md.)
 */
const rules = {
  loginIp: { points: 20, duration: 60 },
  loginEmail: { points: 10, duration: 15 * 60 },
  registerIp: { points: 10, duration: 60 * 60 },
  registerEmail: { points: 3, duration: 60 * 60 },
  resetIp: { points: 10, duration: 60 * 60 },
  resetEmail: { points: 5, duration: 60 * 60 },
} as const

export type LimitName = keyof typeof rules

type Store = Record<LimitName, RateLimiterAbstract>
const globalStore = globalThis as { __maisonLimiters?: Store }

function limiters(): Store {
  globalStore.__maisonLimiters ??= Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, new RateLimiterMemory({ keyPrefix: name, ...rule })]),
  ) as unknown as Store
  return globalStore.__maisonLimiters
}

/** Counts one attempt; answers how long to wait when the limit is spent. */
export async function consume(name: LimitName, key: string): Promise<{ ok: true } | { ok: false; retryAfterS: number }> {
  try {
    await limiters()[name].consume(key)
    return { ok: true }
  } catch (res) {
    if (res instanceof RateLimiterRes) return { ok: false, retryAfterS: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) }
    throw res
  }
}

/** Clears the count for a key, e.g. the e-mail's failed logins after a successful one. */
export async function reset(name: LimitName, key: string): Promise<void> {
  await limiters()[name].delete(key)
}

/** For tests: forget every count. */
export function resetAllLimits(): void {
  delete globalStore.__maisonLimiters
}
