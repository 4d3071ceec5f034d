import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { ContactTilesBlockView } from '@/blocks/ContactTiles/view'
import type { UrlLocale } from '@/i18n/locales'
import type { ContactTilesBlock } from '@/payload-types'
import { mapLink } from '@/server/content/mapLink'

export function mapContactTiles(block: ContactTilesBlock, locale: UrlLocale): ContactTilesBlockView {
  return {
    ...blockBase(block),
    blockType: 'contactTiles',
    headline: block.headline ?? undefined,
    tiles: (block.tiles ?? []).map((tile) => ({
      id: tile.id ?? '',
      title: tile.title,
      text: tile.text ?? undefined,
      link: mapLink(tile.link, locale),
      linkCaption: tile.linkCaption ?? undefined,
    })),
  }
}
