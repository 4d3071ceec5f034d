import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { SetCarouselBlockView } from '@/blocks/SetCarousel/view'
import type { UrlLocale } from '@/i18n/locales'
import type { SetCarouselBlock } from '@/payload-types'
import { publishedProductCards } from '@/server/content/mapProduct'

export function mapSetCarousel(block: SetCarouselBlock, locale: UrlLocale): SetCarouselBlockView {
  return {
    ...blockBase(block),
    blockType: 'setCarousel',
    headline: block.headline ?? undefined,
    text: block.text ?? undefined,
    products: publishedProductCards(block.products, locale),
  }
}
