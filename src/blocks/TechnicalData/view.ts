import type { BlockBase } from '@/blocks/blockBase'
import type { LinkView } from '@/domain/linkView'

export type TechnicalDataBlockView = BlockBase & {
  blockType: 'technicalData'
  headline?: string
  rows: { id: string; label: string; value: string }[]
  /** The product whose price can be asked for: the block's own or the product page's. */
  mpn?: string
  showPrice: boolean
  storeSearch?: LinkView
  requestLink?: LinkView
}
