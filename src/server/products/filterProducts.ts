import 'server-only'
import type { Payload } from 'payload'
import { matchesFilters, selectionsFor, type FilterQuery, type FilterSelection } from '@/domain/productFilters'
import type { UrlLocale } from '@/i18n/locales'
import type { Product } from '@/payload-types'
import { mapProductCard } from '@/server/content/mapProduct'
import type { BlockView } from '@/blocks/blockView'
import { filterFieldSelect } from '@/server/products/filterFieldSelect'
import type { ProductCardView } from '@/server/content/types'

type FilterInput = { ids: readonly (number | string)[]; selections: readonly FilterSelection[]; locale: UrlLocale }

/**
 * The cards of a product list's pieces that match the selections, in the list's order. A list has
 * tens of pieces, so they are read once (card and filter fields only, published ones through access
 * control) and matched by the one rule in `domain/`, the same on SQLite and PostgreSQL.
 */
export async function filterProductCards(payload: Payload, { ids, selections, locale }: FilterInput): Promise<ProductCardView[]> {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'products',
    locale,
    depth: 1,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    where: { id: { in: [...ids] } },
    select: { mpn: true, type: true, name: true, name2: true, slug: true, imageMain: true, ...filterFieldSelect },
  })
  const byId = new Map(docs.map((doc) => [String(doc.id), doc as Product]))
  return ids.flatMap((id) => {
    const product = byId.get(String(id))
    return product && matchesFilters(product, selections) ? [mapProductCard(product, locale)] : []
  })
}

/** A page's blocks with every filtering product list narrowed to the URL's filters (the filtered twin of a page). */
export async function applyProductFilters(payload: Payload, blocks: BlockView[], query: FilterQuery, locale: UrlLocale): Promise<BlockView[]> {
  return Promise.all(
    blocks.map(async (block) => {
      if (block.blockType !== 'productList' || !block.filter) return block
      const selections = selectionsFor(query, block.filter.productType)
      if (!selections.length) return block
      const products = await filterProductCards(payload, { ids: block.filter.productIds, selections, locale })
      return { ...block, products, filter: { ...block.filter, selections } }
    }),
  )
}
