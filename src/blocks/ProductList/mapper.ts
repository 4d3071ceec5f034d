import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { ProductListBlockView } from '@/blocks/ProductList/view'
import { isFilterProductType, sortClaspValues } from '@/domain/productFilters'
import type { UrlLocale } from '@/i18n/locales'
import type { Product, ProductListBlock } from '@/payload-types'
import { publishedProductCards } from '@/server/content/mapProduct'
import type { ProductListFilterView } from '@/server/content/types'

export function mapProductList(block: ProductListBlock, locale: UrlLocale): ProductListBlockView {
  return {
    ...blockBase(block),
    blockType: 'productList',
    headline: block.headline ?? undefined,
    layout: block.layout,
    products: publishedProductCards(block.products, locale),
    filter: productListFilter(block),
  }
}

/** The filter panel of a product list, when the editor asked for one (issue 6); nothing selected yet. */
function productListFilter(block: ProductListBlock): ProductListFilterView | undefined {
  if (!block.showFilters || !isFilterProductType(block.productType)) return undefined
  const products = (block.products ?? []).filter((p): p is Product => typeof p === 'object' && p !== null && p._status === 'published')
  return {
    productType: block.productType,
    productIds: products.map((p) => p.id),
    claspValues: sortClaspValues(products.flatMap((p) => p.filterBraceletClasp ?? [])),
    selections: [],
  }
}
