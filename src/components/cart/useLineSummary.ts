'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { OrderLineView } from '@/contracts/order'
import { isAlloy } from '@/domain/trade/alloys'
import { specialColors } from '@/domain/trade/specialColors'
import { formatDay, formatFigure } from '@/domain/trade/tradeFigures'

/**
 * The configuration of a line in words, as the cart and the order list show it: the choices a
 * jeweller made, each as "label: value". The alloy travels in the line's selection (the spec's
 * line metadata has no field for it) and shows beside the gold colour (issue 30). Figures and
 * days follow tradeFigures.ts, like the prices beside them.
 */
export function useLineSummary() {
  const t = useTranslations('shop')
  const tc = useTranslations('cart')
  const locale = useLocale()
  return (line: OrderLineView): string[] => {
    const m = line.metadata
    const type = m.product_type
    const alloy = line.selection?.alloy
    const items: string[] = []
    if (m.article_metal_color) items.push(`${t('metal-color')}: ${t(`metal-colors.${m.article_metal_color}`)}`)
    if (isAlloy(alloy)) items.push(`${t('alloy')}: ${t(`alloys.${alloy}`)}`)
    if (m.final_length !== null) items.push(`${t('length.label', { type })}: ${t('length.value', { type, length: formatFigure(m.final_length) })}`)
    if (m.special_color !== null) items.push(`${t('special-color.label')}: ${t(`special-color.colors.${specialColors[m.special_color]}`)}`)
    if (m.meta_type === 'jewelry') items.push(`${t('order-type.label')}: ${t(`order-type.${m.order_type}`)}`)
    if (m.limit_nr) items.push(tc('line.limit-nr', { number: m.limit_nr }))
    if (m.end_customer_name) items.push(`${t('end-customer-name')}: ${m.end_customer_name}`)
    if (m.requested_delivery_date) items.push(`${t('requested-delivery-date')}: ${formatDay(m.requested_delivery_date, locale)}`)
    if (m.order_number) items.push(`${t('order-number')}: ${m.order_number}`)
    if (m.note) items.push(`${t('note')}: ${m.note}`)
    return items
  }
}
