import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { TeaserBoxesBlockView } from '@/blocks/TeaserBoxes/view'
import type { UrlLocale } from '@/i18n/locales'
import type { TeaserBoxesBlock } from '@/payload-types'
import { mapLink } from '@/server/content/mapLink'
import { mapImage } from '@/server/content/mapMedia'

export function mapTeaserBoxes(block: TeaserBoxesBlock, locale: UrlLocale): TeaserBoxesBlockView {
  return {
    ...blockBase(block),
    blockType: 'teaserBoxes',
    headline: block.headline ?? undefined,
    boxes: (block.boxes ?? []).map((box) => ({
      id: box.id ?? '',
      title: box.title,
      text: box.text ?? undefined,
      image: mapImage(box.image),
      link: mapLink(box.link, locale),
      linkCaption: box.linkCaption ?? undefined,
    })),
  }
}
