import 'server-only'
import type { Payload } from 'payload'
import type { Product } from '@/payload-types'
import { mapProductCard } from '@/server/content/mapProduct'
import { fieldErrors, json } from '@/server/http/drf'
import { parseCardsQuery } from '@/server/wishlist/cardsQuery'

/**
 * GET /api/v1/products/cards/?mpns=a,b&locale=de: the card data of published products for the
 * wishlist page, in the order asked. Articles that are no (published) product are left out, so a
 * stale local list still shows the rest.
 */
export async function productCards(payload: Payload, request: Request): Promise<Response> {
  const parsed = parseCardsQuery(new URL(request.url).searchParams)
  if (parsed.errors) return fieldErrors(parsed.errors)
  const { mpns, locale } = parsed.query
  if (!mpns.length) return json({ cards: [] })
  const { docs } = await payload.find({
    collection: 'products',
    locale,
    depth: 1,
    limit: mpns.length,
    overrideAccess: false,
    where: { mpn: { in: mpns } },
    // Only what a card shows: the product bodies (blocks) are not read at all.
    select: { mpn: true, type: true, name: true, name2: true, slug: true, imageMain: true, isLimited: true },
  })
  const byMpn = new Map(docs.map((doc) => [doc.mpn, mapProductCard(doc as Product, locale)]))
  return json({ cards: mpns.flatMap((mpn) => byMpn.get(mpn) ?? []) })
}
