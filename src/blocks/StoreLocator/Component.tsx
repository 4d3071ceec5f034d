import { getLocale } from 'next-intl/server'
import { StoreLocatorSection } from '@/components/locator/StoreLocatorSection'
import { defaultLocale, isUrlLocale } from '@/i18n/locales'
import type { StoreLocatorBlockView } from '@/blocks/StoreLocator/view'

/** The store locator as a block editors place (issue 18); the page stays static, searching is in the browser. */
export async function StoreLocator({ block }: { block: StoreLocatorBlockView }) {
  const locale = await getLocale()
  return (
    <StoreLocatorSection
      locale={isUrlLocale(locale) ? locale : defaultLocale}
      headline={block.headline}
      intro={block.intro}
      anchor={block.anchor}
      action={block.href}
    />
  )
}
