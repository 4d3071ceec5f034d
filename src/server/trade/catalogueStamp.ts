import 'server-only'
import type { Payload } from 'payload'

/** Everything a shop catalogue is computed from. */
const sources = ['product-groups', 'skus', 'price-lists', 'products'] as const

/**
 * A fingerprint of the catalogue's data: per source collection its count and latest updatedAt. Any
 * create, edit or delete changes it, in whichever process it happened, so a catalogue cached
 * against it is never stale (several processes behind a load balancer included). Eight indexed
 * one-row queries instead of reading every group with its nested price rows.
 */
export async function catalogueStamp(payload: Payload): Promise<string> {
  const parts = await Promise.all(
    sources.map(async (collection) => {
      const { docs, totalDocs } = await payload.find({ collection, sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true, select: { updatedAt: true } })
      return `${collection}:${totalDocs}:${docs[0]?.updatedAt ?? ''}`
    }),
  )
  return parts.join('|')
}
