import type { BlockBase } from '@/blocks/blockBase'
import type { ImageView } from '@/server/content/types'

export type ImageParallaxBlockView = BlockBase & { blockType: 'imageParallax'; image?: ImageView; imageMobile?: ImageView; caption?: string }
