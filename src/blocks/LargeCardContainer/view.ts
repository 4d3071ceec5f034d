import type { BlockBase } from '@/blocks/blockBase'
import type { CardView } from '@/server/content/types'

export type LargeCardContainerBlockView = BlockBase & { blockType: 'largeCardContainer'; headline?: string; cards: CardView[] }
