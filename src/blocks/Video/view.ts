import type { BlockBase } from '@/blocks/blockBase'
import type { ClipView, ImageView } from '@/server/content/types'

export type VideoBlockView = BlockBase & {
  blockType: 'video'
  title: string
  videoDesktop: ClipView
  videoMobile?: ClipView
  poster?: ImageView
  autoplay: boolean
  loop: boolean
}
