import type { BlockBase } from '@/blocks/blockBase'
import type { ImageView } from '@/server/content/types'

export type TextOnMediaBlockView = BlockBase & { blockType: 'textOnMedia'; title: string; text?: string; image?: ImageView }
