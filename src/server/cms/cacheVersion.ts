import type { Payload } from 'payload'

const sources = ['pages', 'products', 'jewelers', 'media'] as const

/**
 * Storyblok's `cv`: a Unix timestamp that changes whenever published content does. Clients add it
 * to later requests to bust caches; here it is the newest change of any document a story shows.
 */
export async function cacheVersion(payload: Payload): Promise<number> {
  const latest = await Promise.all(
    sources.map(async (collection) => {
      const { docs } = await payload.find({
        collection,
        sort: '-updatedAt',
        limit: 1,
        pagination: false,
        depth: 0,
        select: { updatedAt: true },
        overrideAccess: true,
      })
      return docs[0] ? Date.parse(docs[0].updatedAt) : 0
    }),
  )
  return Math.floor(Math.max(0, ...latest) / 1000)
}
