import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { LargeCardContainerBlockView } from '@/blocks/LargeCardContainer/view'
import type { UrlLocale } from '@/i18n/locales'
import type { LargeCardContainerBlock } from '@/payload-types'
import { mapCard } from '@/server/content/mapCard'

export function mapLargeCardContainer(block: LargeCardContainerBlock, locale: UrlLocale): LargeCardContainerBlockView {
  return {
    ...blockBase(block),
    blockType: 'largeCardContainer',
    headline: block.headline ?? undefined,
    cards: (block.cards ?? []).map((card) => mapCard(card, locale)),
  }
}
