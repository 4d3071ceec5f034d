import type { BlockBase } from '@/blocks/blockBase'
import type { ProductCardView } from '@/server/content/types'

export type SetCarouselBlockView = BlockBase & { blockType: 'setCarousel'; headline?: string; text?: string; products: ProductCardView[] }
