import 'server-only'
import type { OrderLine } from '@/payload-types'
import { isAlloy } from '@/domain/trade/alloys'
import type { EngravingOption } from '@/domain/trade/engravingOption'
import { parseEngravingText } from '@/domain/trade/engravingText'
import { engravingTypes } from '@/domain/trade/engravingTypes'
import type { OrderLineMetadata } from '@/domain/trade/orderLineMetadata'
import type { Selection } from '@/domain/trade/selection'
import { specialColors } from '@/domain/trade/specialColors'
import type { translatorFor } from '@/server/i18n/translator'

type Translator = Awaited<ReturnType<typeof translatorFor>>

/** How a mail writes its details: its translator, days and numbers in its language, and who reads it. */
export type DetailFormat = { t: Translator; day: (value: string) => string; number: (value: number) => string; audience: 'customer' | 'house' }

/** The engraving as the engraver needs it: the text with each symbol named in brackets (brackets are never engraved). */
function engravingValue(engraving: EngravingOption, t: Translator): string {
  if (engraving.type === 3 || engraving.text === null) return t('mail.order.detail.engraving-image')
  const segments = parseEngravingText(engraving.text)
  if (!segments) return engraving.text
  return segments.map((s) => (s.kind === 'text' ? s.text : `[${t(`shop.engraving.symbol-names.${s.symbol}`)}]`)).join('')
}

/**
 * The order line metadata of spec 2 §3 a jeweller checks and the house manufactures from, each as
 * "label: value" in the mail's language; only what the line has. Labels are the mail's own
 * (mail.order.detail); values the shop's (order types, colours, alloys, engraving types), so a name
 * is translated once. The metal colour is left out: the article code already carries it; the alloy
 * is not in the code, so it is named.
 */
export function orderLineDetails(line: OrderLine, { t, day, number, audience }: DetailFormat): string[] {
  const m = line.metadata as Partial<OrderLineMetadata> | null
  if (!m) return []
  const engraving = line.engraving as EngravingOption | null
  const item = (label: string, value: string) => t('mail.order.detail.item', { label, value })
  const type = m.product_type === 'ring' ? 'ring' : 'other'
  const details: string[] = []
  if (m.meta_type === 'jewelry' && m.order_type) details.push(item(t('mail.order.detail.order-type'), t(`shop.order-type.${m.order_type}`)))
  if (m.limit_nr) details.push(item(t('mail.order.detail.limit-nr'), m.limit_nr))
  if (m.end_customer_name) details.push(item(t('mail.order.detail.end-customer'), m.end_customer_name))
  if (m.order_number) details.push(item(t('mail.order.detail.order-number', { audience }), m.order_number))
  if (m.requested_delivery_date) details.push(item(t('mail.order.detail.requested-delivery'), day(m.requested_delivery_date)))
  // The alloy is in the selection only (the spec's metadata has no field for it); the house makes the piece in it.
  const alloy = (line.selection as Partial<Selection> | null)?.alloy
  if (isAlloy(alloy)) details.push(item(t('mail.order.detail.alloy'), t(`shop.alloys.${alloy}`)))
  if (m.final_length != null) details.push(item(t('mail.order.detail.length', { type }), t('shop.length.value', { type, length: number(m.final_length) })))
  if (m.special_color != null) details.push(item(t('mail.order.detail.special-color'), t(`shop.special-color.colors.${specialColors[m.special_color]}`)))
  if (engraving)
    details.push(item(t('mail.order.detail.engraving', { type: t(`shop.engraving.types.${engravingTypes[engraving.type]}`) }), engravingValue(engraving, t)))
  if (m.note) details.push(item(t('mail.order.detail.note'), m.note))
  return details
}
