import 'server-only'
import { blockBase, type BlockContext } from '@/blocks/blockMapper'
import { mapFormSettings } from '@/blocks/mapFormSettings'
import type { UnsubscribeFormBlockView } from '@/blocks/UnsubscribeForm/view'
import type { UrlLocale } from '@/i18n/locales'
import type { UnsubscribeFormBlock } from '@/payload-types'

export function mapUnsubscribeForm(block: UnsubscribeFormBlock, locale: UrlLocale, context: BlockContext): UnsubscribeFormBlockView {
  return { ...blockBase(block), ...mapFormSettings(block, locale, context), blockType: 'unsubscribeForm' }
}
