'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { ProductGroup } from '@/domain/trade/productGroup'
import { sizeLabelFor } from '@/domain/trade/sizeLabels'

/** Lengths as the shop writes them: a ring width bare ("56"), other lengths in cm, a size label first when the group uses them. */
export function useLengthText() {
  const t = useTranslations('shop')
  const locale = useLocale()
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  return (group: ProductGroup, length: number): string => {
    const value = t('length.value', { type: group.productType === 'ring' ? 'ring' : 'other', length: number.format(length) })
    const label = sizeLabelFor(length, group.useSizeLabels)
    return label ? t('length.sized', { label, value }) : value
  }
}
