import type { BlockBase } from '@/blocks/blockBase'
import type { ImageView } from '@/server/content/types'

export type SlideView = { id: string; imageDesktop?: ImageView; imageMobile?: ImageView; caption?: string }

export type ImageSlideshowBlockView = BlockBase & { blockType: 'imageSlideshow'; headline?: string; slides: SlideView[] }
