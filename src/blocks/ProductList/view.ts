import type { BlockBase } from '@/blocks/blockBase'
import type { ProductCardView, ProductListFilterView } from '@/server/content/types'

export type ProductListBlockView = BlockBase & {
  blockType: 'productList'
  headline?: string
  layout: 'single' | 'double' | 'triple' | 'highlight'
  products: ProductCardView[]
  filter?: ProductListFilterView
}
