import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'
import type { CacheTag } from '@/server/cache/tags'

/** Seeds and imports pass this flag: they run outside Next, where there is no cache to expire. */
export const SKIP_REVALIDATE = 'skipRevalidate'

function expire(tag: CacheTag, context: Record<string, unknown>, log: { warn: (o: object, m: string) => void }) {
  if (context[SKIP_REVALIDATE]) return
  try {
    // expire: 0 so the next visitor gets the new content, not one stale render first.
    revalidateTag(tag, { expire: 0 })
  } catch (err) {
    log.warn({ err, tag }, 'cache tag not expired (outside a Next request)')
  }
}

export function revalidateCollection(tag: CacheTag): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, req }) => {
        expire(tag, req.context, req.payload.logger)
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        expire(tag, req.context, req.payload.logger)
        return doc
      },
    ],
  }
}

export function revalidateGlobal(tag: CacheTag): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    expire(tag, req.context, req.payload.logger)
    return doc
  }
}
