import type { BlockBase } from '@/blocks/blockBase'
import type { LinkView } from '@/domain/linkView'
import type { ImageView } from '@/server/content/types'

export type TileView = { id: string; title: string; image?: ImageView; link?: LinkView }

export type TilesBlockView = BlockBase & { blockType: 'tiles'; headline?: string; tiles: TileView[] }
