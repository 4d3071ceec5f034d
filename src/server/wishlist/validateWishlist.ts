import type { Payload } from 'payload'
import { MAX_WISHLIST_ENTRIES, unknownArticleMessage, type WishlistEntry } from '@/domain/wishlist'
import { drfText } from '@/server/http/drf'

export { MAX_WISHLIST_ENTRIES, type WishlistEntry }

/**
 * A wishlist as the client sends it: [{article: <mpn>, date_added: <ISO date>}]. Only articles of
 * existing products are accepted, each once (the earliest date kept), at most 200.
 */
export async function validateWishlist(
  payload: Payload,
  value: unknown,
): Promise<{ entries: WishlistEntry[]; errors?: undefined } | { errors: string[]; entries?: undefined }> {
  if (value === null || value === undefined) return { entries: [] }
  if (!Array.isArray(value)) return { errors: ['Expected a list of items but got type "' + typeof value + '".'] }
  if (value.length > MAX_WISHLIST_ENTRIES) return { errors: [`Ensure this field has no more than ${MAX_WISHLIST_ENTRIES} elements.`] }
  const byArticle = new Map<string, WishlistEntry>()
  for (const item of value) {
    const article = (item as { article?: unknown })?.article
    const date = (item as { date_added?: unknown })?.date_added
    if (typeof article !== 'string' || !article) return { errors: [`article: ${drfText.required}`] }
    if (typeof date !== 'string' || Number.isNaN(Date.parse(date))) return { errors: ['date_added: Datetime has wrong format.'] }
    const earlier = byArticle.get(article)
    if (!earlier || Date.parse(date) < Date.parse(earlier.date_added)) byArticle.set(article, { article, date_added: new Date(date).toISOString() })
  }
  if (byArticle.size) {
    const { docs } = await payload.find({
      collection: 'products',
      where: { mpn: { in: [...byArticle.keys()] } },
      limit: MAX_WISHLIST_ENTRIES,
      depth: 0,
      select: { mpn: true },
      overrideAccess: false,
    })
    const known = new Set(docs.map((d) => d.mpn))
    const unknown = [...byArticle.keys()].filter((a) => !known.has(a))
    if (unknown.length) return { errors: unknown.map(unknownArticleMessage) }
  }
  return { entries: [...byArticle.values()] }
}
