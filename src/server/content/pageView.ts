import type { BlockView } from '@/blocks/blockView'
import type { Alternates, ImageView, ProductCardView } from '@/server/content/types'

/** A content page or a product page in one language: its blocks, and a product page's product. */
export type PageView = {
  id: number | string
  kind: 'page' | 'product'
  title: string
  description?: string
  image?: ImageView
  alternates: Alternates
  blocks: BlockView[]
  product?: ProductCardView & { pageSummary?: string; gallery: ImageView[] }
}
