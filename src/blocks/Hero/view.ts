import type { BlockBase } from '@/blocks/blockBase'
import type { LinkView } from '@/domain/linkView'
import type { ImageView } from '@/server/content/types'

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
