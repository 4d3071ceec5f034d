// Cache tags expired by any process, shared through Redis so that every process expires its own
// copies (several processes behind one balancer; docs/decisions.md, "Cache invalidation across
// processes"). Plain JavaScript: Next loads the cache handler that uses it at run time, unbundled.
//
// Redis holds one counter per tag (a hash). A process that expires a tag increments its counter;
// every process reads the hash twice a second and expires, in its own cache, each tag whose counter
// moved. Each process expires at its own "now", so clocks need not agree: what it rendered before it
// learned of the change is out, what it renders after reads the committed change (Next runs a
// request's revalidations after the route handler, so after Payload's transaction).

export const TAGS_KEY = 'maison:cache:tags'
export const POLL_MS = 500

export class TagSync {
  /**
   * @param {{ redis: { hincrby: Function, hgetall: Function }, expireLocally: (tags: string[]) => void, log?: (message: string, err?: unknown) => void }} options
   */
  constructor({ redis, expireLocally, log = () => {} }) {
    this.redis = redis
    this.expireLocally = expireLocally
    this.log = log
    /** @type {Map<string, string> | null} counters as last read; null until the first read */
    this.seen = null
    this.failing = false
    this.timer = undefined
  }

  /** This process expired these tags: tell the others. A failure is logged, never thrown (the save went through). */
  async published(tags) {
    try {
      for (const tag of tags) {
        const counter = String(await this.redis.hincrby(TAGS_KEY, tag, 1))
        // Our own change is already expired here; the next read need not expire it again.
        this.seen?.set(tag, counter)
      }
    } catch (err) {
      this.log('cache tags not shared (Redis unavailable): other processes keep their copies until it answers', err)
    }
  }

  /** Reads the counters and expires here every tag another process expired since the last read. */
  async poll() {
    let counters
    try {
      counters = await this.redis.hgetall(TAGS_KEY)
      if (this.failing) this.log('cache tags: Redis answers again')
      this.failing = false
    } catch (err) {
      if (!this.failing) this.log('cache tags not read (Redis unavailable): keeping the cached pages', err)
      this.failing = true
      return
    }
    const first = this.seen === null
    const seen = this.seen ?? new Map()
    const moved = []
    for (const [tag, counter] of Object.entries(counters ?? {})) {
      if (seen.get(tag) === counter) continue
      seen.set(tag, counter)
      moved.push(tag)
    }
    this.seen = seen
    // The first read only learns the counters: nothing was cached here before this process started.
    // A read after Redis was down expires what moved meanwhile, which is what catches up.
    if (!first && moved.length) this.expireLocally(moved)
  }

  start(intervalMs = POLL_MS) {
    if (this.timer) return
    void this.poll()
    this.timer = setInterval(() => void this.poll(), intervalMs)
    // Never what keeps a process alive.
    this.timer.unref?.()
  }

  stop() {
    clearInterval(this.timer)
    this.timer = undefined
  }
}
