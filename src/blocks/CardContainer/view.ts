import type { BlockBase } from '@/blocks/blockBase'
import type { CardView } from '@/server/content/types'

export type CardContainerBlockView = BlockBase & { blockType: 'cardContainer'; headline?: string; cards: CardView[] }
