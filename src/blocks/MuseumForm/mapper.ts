import 'server-only'
import { blockBase, type BlockContext } from '@/blocks/blockMapper'
import { mapFormSettings } from '@/blocks/mapFormSettings'
import type { MuseumFormBlockView } from '@/blocks/MuseumForm/view'
import type { UrlLocale } from '@/i18n/locales'
import type { MuseumFormBlock } from '@/payload-types'

export function mapMuseumForm(block: MuseumFormBlock, locale: UrlLocale, context: BlockContext): MuseumFormBlockView {
  return { ...blockBase(block), ...mapFormSettings(block, locale, context), blockType: 'museumForm' }
}
