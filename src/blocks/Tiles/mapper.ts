import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { TilesBlockView } from '@/blocks/Tiles/view'
import type { UrlLocale } from '@/i18n/locales'
import type { TilesBlock } from '@/payload-types'
import { mapLink } from '@/server/content/mapLink'
import { mapImage } from '@/server/content/mapMedia'

export function mapTiles(block: TilesBlock, locale: UrlLocale): TilesBlockView {
  return {
    ...blockBase(block),
    blockType: 'tiles',
    headline: block.headline ?? undefined,
    tiles: (block.tiles ?? []).map((tile) => ({ id: tile.id ?? '', title: tile.title, image: mapImage(tile.image), link: mapLink(tile.link, locale) })),
  }
}
