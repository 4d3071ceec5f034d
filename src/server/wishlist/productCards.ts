import 'server-only'
import type { Payload, Where } from 'payload'
import type { Product } from '@/payload-types'
import { mapProductCard } from '@/server/content/mapProduct'
import { parseStoryId } from '@/server/cms/storyId'
import type { CardsQuery } from '@/server/wishlist/cardsQuery'

/**
 * GET /api/v1/products/cards/?mpns=a,b&locale=de: the card data of published products for the
 * wishlist page and the contact form, in the order asked (`ids=` adds products by story id, after
 * the article numbers). Articles that are no (published) product are left out, so a
 * stale local list still shows the rest.
 */
export async function productCards(payload: Payload, query: CardsQuery) {
  const { mpns, locale } = query
  const ids = (query.ids ?? []).flatMap((id) => {
    const story = parseStoryId(id)
    return story?.type === 'product' ? [story.documentId] : []
  })
  if (!mpns.length && !ids.length) return { cards: [] }
  const byMpns: Where = { mpn: { in: mpns } }
  const { docs } = await payload.find({
    collection: 'products',
    locale,
    depth: 1,
    limit: mpns.length + ids.length,
    overrideAccess: false,
    where: ids.length ? { or: [byMpns, { id: { in: ids } }] } : byMpns,
    // Only what a card shows: the product bodies (blocks) are not read at all.
    select: { mpn: true, type: true, name: true, name2: true, slug: true, imageMain: true, isLimited: true },
  })
  const byMpn = new Map(docs.map((doc) => [doc.mpn, mapProductCard(doc as Product, locale)]))
  const byId = new Map(docs.map((doc) => [doc.id, doc.mpn]))
  const asked = [...new Set([...mpns, ...ids.flatMap((id) => byId.get(id) ?? [])])]
  return { cards: asked.flatMap((mpn) => byMpn.get(mpn) ?? []) }
}
