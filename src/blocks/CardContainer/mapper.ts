import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { CardContainerBlockView } from '@/blocks/CardContainer/view'
import type { UrlLocale } from '@/i18n/locales'
import type { CardContainerBlock } from '@/payload-types'
import { mapCard } from '@/server/content/mapCard'

export function mapCardContainer(block: CardContainerBlock, locale: UrlLocale): CardContainerBlockView {
  return {
    ...blockBase(block),
    blockType: 'cardContainer',
    headline: block.headline ?? undefined,
    cards: (block.cards ?? []).map((card) => mapCard(card, locale)),
  }
}
