import 'server-only'
import { blockBase, type BlockContext } from '@/blocks/blockMapper'
import type { ContactFormBlockView } from '@/blocks/ContactForm/view'
import { mapFormSettings } from '@/blocks/mapFormSettings'
import type { UrlLocale } from '@/i18n/locales'
import type { ContactFormBlock } from '@/payload-types'
import { mapLink } from '@/server/content/mapLink'

export function mapContactForm(block: ContactFormBlock, locale: UrlLocale, context: BlockContext): ContactFormBlockView {
  return {
    ...blockBase(block),
    ...mapFormSettings(block, locale, context),
    blockType: 'contactForm',
    variant: block.variant ?? 'default',
    backLink: mapLink(block.backLink, locale),
  }
}
