import 'server-only'
import { blockBase, type BlockContext } from '@/blocks/blockMapper'
import { mapFormSettings } from '@/blocks/mapFormSettings'
import type { AddressFormBlockView } from '@/blocks/AddressForm/view'
import type { UrlLocale } from '@/i18n/locales'
import type { AddressFormBlock } from '@/payload-types'

export function mapAddressForm(block: AddressFormBlock, locale: UrlLocale, context: BlockContext): AddressFormBlockView {
  return { ...blockBase(block), ...mapFormSettings(block, locale, context), blockType: 'addressForm' }
}
