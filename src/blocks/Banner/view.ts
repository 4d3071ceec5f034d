import type { BlockBase } from '@/blocks/blockBase'
import type { LinkView } from '@/domain/linkView'

export type BannerBlockView = BlockBase & { blockType: 'banner'; text: string; link?: LinkView; linkCaption?: string }
