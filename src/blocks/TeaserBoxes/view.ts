import type { BlockBase } from '@/blocks/blockBase'
import type { LinkView } from '@/domain/linkView'
import type { ImageView } from '@/server/content/types'

export type TeaserBoxView = { id: string; title: string; text?: string; image?: ImageView; link?: LinkView; linkCaption?: string }

export type TeaserBoxesBlockView = BlockBase & { blockType: 'teaserBoxes'; headline?: string; boxes: TeaserBoxView[] }
