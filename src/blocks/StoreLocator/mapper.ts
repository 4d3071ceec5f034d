import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { StoreLocatorBlockView } from '@/blocks/StoreLocator/view'
import { storeLocatorPath } from '@/domain/locator/storeLocatorPath'
import type { UrlLocale } from '@/i18n/locales'
import type { StoreLocatorBlock } from '@/payload-types'

export function mapStoreLocator(block: StoreLocatorBlock, locale: UrlLocale): StoreLocatorBlockView {
  // href: the locator's page without JavaScript; a link like any other, so a microsite moves it under its prefix.
  return {
    ...blockBase(block),
    blockType: 'storeLocator',
    headline: block.headline ?? undefined,
    intro: block.intro ?? undefined,
    anchor: block.anchor || undefined,
    href: storeLocatorPath(locale),
  }
}
