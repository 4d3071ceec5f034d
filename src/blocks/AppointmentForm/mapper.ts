import 'server-only'
import { blockBase, type BlockContext } from '@/blocks/blockMapper'
import { mapFormSettings } from '@/blocks/mapFormSettings'
import type { AppointmentFormBlockView } from '@/blocks/AppointmentForm/view'
import type { UrlLocale } from '@/i18n/locales'
import type { AppointmentFormBlock } from '@/payload-types'

export function mapAppointmentForm(block: AppointmentFormBlock, locale: UrlLocale, context: BlockContext): AppointmentFormBlockView {
  return { ...blockBase(block), ...mapFormSettings(block, locale, context), blockType: 'appointmentForm' }
}
