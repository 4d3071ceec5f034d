import type { BlockBase } from '@/blocks/blockBase'
import type { ImageView, LinkView } from '@/server/content/types'

export type HeroBlockView = BlockBase & {
  blockType: 'hero'
  title: string
  subtitle?: string
  imageDesktop?: ImageView
  imageMobile?: ImageView
  overlay: boolean
  link?: LinkView
  linkCaption?: string
}
