import 'server-only'
import { blockBase, type BlockContext } from '@/blocks/blockMapper'
import { mapFormSettings } from '@/blocks/mapFormSettings'
import type { NewsletterFormBlockView } from '@/blocks/NewsletterForm/view'
import type { UrlLocale } from '@/i18n/locales'
import type { NewsletterFormBlock } from '@/payload-types'

export function mapNewsletterForm(block: NewsletterFormBlock, locale: UrlLocale, context: BlockContext): NewsletterFormBlockView {
  return { ...blockBase(block), ...mapFormSettings(block, locale, context), blockType: 'newsletterForm', variant: block.variant ?? 'full' }
}
