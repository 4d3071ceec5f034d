import { describe, expect, it } from 'vitest'
import { TAGS_KEY, TagSync } from '../../../../src/server/cache/tagSync.mjs'

/** A Redis hash in memory, shared by the "processes" of a test like one Redis server. */
function fakeRedis() {
  const hashes = new Map<string, Map<string, number>>()
  let down = false
  const hash = (key: string) => hashes.get(key) ?? hashes.set(key, new Map()).get(key)!
  return {
    setDown(value: boolean) {
      down = value
    },
    async hincrby(key: string, field: string, by: number) {
      if (down) throw new Error('Connection is closed.')
      const h = hash(key)
      h.set(field, (h.get(field) ?? 0) + by)
      return h.get(field)
    },
    async hgetall(key: string) {
      if (down) throw new Error('Connection is closed.')
      return Object.fromEntries([...hash(key)].map(([k, v]) => [k, String(v)]))
    },
    hashes,
  }
}

function aProcess(redis: ReturnType<typeof fakeRedis>) {
  const expired: string[][] = []
  const logs: string[] = []
  const sync = new TagSync({ redis, expireLocally: (tags: string[]) => expired.push(tags), log: (m: string) => logs.push(m) })
  return { sync, expired, logs }
}

// Issue 20: "a published change is visible (page cache and search index) on every process within 5 s".
describe('cache tags shared between processes', () => {
  it('expires on the other process the tags one process expired, once', async () => {
    const redis = fakeRedis()
    const a = aProcess(redis)
    const b = aProcess(redis)
    await a.sync.poll()
    await b.sync.poll()

    await a.sync.published(['pages', 'media'])
    expect(redis.hashes.get(TAGS_KEY)?.get('pages')).toBe(1)

    await b.sync.poll()
    expect(b.expired).toEqual([['pages', 'media']])
    await b.sync.poll()
    expect(b.expired).toHaveLength(1)
    // The process that published expired its copies itself; its own change is not applied twice.
    await a.sync.poll()
    expect(a.expired).toEqual([])
  })

  it('only learns the counters on its first read (nothing was cached before it started)', async () => {
    const redis = fakeRedis()
    const a = aProcess(redis)
    await a.sync.published(['pages'])
    const late = aProcess(redis)
    await late.sync.poll()
    expect(late.expired).toEqual([])
    await a.sync.published(['pages'])
    await late.sync.poll()
    expect(late.expired).toEqual([['pages']])
  })

  it('keeps serving through a Redis outage and catches up on what moved meanwhile', async () => {
    const redis = fakeRedis()
    const a = aProcess(redis)
    const b = aProcess(redis)
    await b.sync.poll()
    redis.setDown(true)
    await expect(a.sync.published(['products'])).resolves.toBeUndefined()
    await b.sync.poll()
    await b.sync.poll()
    expect(b.logs).toHaveLength(1) // once per outage, not twice a second
    redis.setDown(false)
    await a.sync.published(['products'])
    await b.sync.poll()
    expect(b.expired).toEqual([['products']])
    expect(b.logs.at(-1)).toMatch(/answers again/)
  })
})

describe('the cache handler without Redis (one process, the demo)', () => {
  it("expires a tag in this process's cache as Next's own handler does", async () => {
    delete process.env.REDIS_URL
    const { default: SharedCacheHandler } = await import('../../../../src/server/cache/sharedCacheHandler.mjs')
    const { areTagsExpired } = await import('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
    const handler = new SharedCacheHandler({ flushToDisk: false, serverDistDir: '/nonexistent', maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] })
    const renderedAt = Date.now() - 1000
    expect(areTagsExpired(['unit-tag'], renderedAt)).toBe(false)
    await handler.revalidateTag(['unit-tag'], { expire: 0 })
    expect(areTagsExpired(['unit-tag'], renderedAt)).toBe(true)
  })
})
