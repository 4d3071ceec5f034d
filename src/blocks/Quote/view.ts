import type { BlockBase } from '@/blocks/blockBase'
import type { ImageView } from '@/server/content/types'

export type QuoteBlockView = BlockBase & { blockType: 'quote'; quote: string; author?: string; style: string; images: ImageView[] }
