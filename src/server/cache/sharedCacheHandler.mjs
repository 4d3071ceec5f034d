// Next's cache handler (next.config.ts, cacheHandler): Next's own in-memory cache, plus cache tags
// shared between processes through Redis when REDIS_URL is set (src/server/cache/tagSync.mjs).
// Without REDIS_URL, and while building, it is exactly Next's default handler.
//
// Entries stay in each process's memory (each renders a page once per change); only the expiries
// are shared, which is what "a published change is visible on every process" needs, and a Redis
// outage then costs freshness on the other processes, never a page.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import pino from 'pino'
import { TagSync } from './tagSync.mjs'

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule

/** Expires tags in this process's cache as Next's handler does for `revalidateTag(tag, { expire: 0 })`. */
function expireLocally(tags) {
  // Next's handler keeps tag expiries in a module-level manifest; its method uses no instance state.
  return FileSystemCache.prototype.revalidateTag.call(null, tags, { expire: 0 })
}

const SYNC_KEY = Symbol.for('maison.cacheTagSync')

/** One Redis connection and one poller per process (Next creates a handler per request). */
async function tagSync() {
  const url = process.env.REDIS_URL
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return null
  globalThis[SYNC_KEY] ??= (async () => {
    const { default: Redis } = await import('ioredis')
    // Fail fast while Redis is away rather than queue: the poll retries twice a second anyway.
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    // The app's logger (src/server/log/logger.ts) lives in the bundle; the same JSON lines from here.
    const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { app: 'maison' } })
    const log = (message, err) => logger.warn({ err }, message)
    redis.on('error', () => {}) // reported by the poll, once per outage
    const sync = new TagSync({ redis, expireLocally: (tags) => void expireLocally(tags), log })
    // Polling starts once connected: its first read learns the counters as they are at start.
    redis.once('ready', () => sync.start())
    return sync
  })()
  return globalThis[SYNC_KEY]
}

export default class SharedCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx)
    void tagSync()
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const list = typeof tags === 'string' ? [tags] : tags
    if (list.length) await (await tagSync())?.published(list)
  }
}
