import type { BlockBase } from '@/blocks/blockBase'
import type { LinkView } from '@/domain/linkView'

export type ContactTileView = { id: string; title: string; text?: string; link?: LinkView; linkCaption?: string }

export type ContactTilesBlockView = BlockBase & { blockType: 'contactTiles'; headline?: string; tiles: ContactTileView[] }
