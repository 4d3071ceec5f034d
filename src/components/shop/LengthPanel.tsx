'use client'

import { useId } from 'react'
import { useTranslations } from 'next-intl'
import { ChoiceGroup, type Choice } from '@/components/shop/ChoiceGroup'
import { useLengthText } from '@/components/shop/useShopFormat'
import type { Currency } from '@/domain/trade/currencies'
import { formatPrice } from '@/domain/trade/formatPrice'
import { lengthOptionsFor } from '@/domain/trade/lengthOptions'
import type { JewelryGroup } from '@/domain/trade/productGroup'
import { hasRingWidthWarning } from '@/domain/trade/ringWidthWarning'
import type { Selection } from '@/domain/trade/selection'
import styles from './OrderForm.module.css'

type Props = { group: JewelryGroup; selection: Selection; currency: Currency; onChange: (length: number) => void }

/** The side panel's lengths: the stock sizes, then the made-to-order ones with their surcharge. */
export function LengthPanel({ group, selection, currency, onChange }: Props) {
  const t = useTranslations('shop')
  const lengthText = useLengthText()
  const name = useId()
  const { article, special } = lengthOptionsFor(group, selection.metalColor)
  // An article length wins over a special one of the same value (lengthOptions.ts), so it is offered once.
  const specialOnly = special.filter((s) => !article.some((a) => a.length === s.length))
  const choices = (options: typeof article): Choice<number | null>[] =>
    options.map((o) => ({
      value: o.length,
      label: lengthText(group, o.length),
      detail: o.price > 0 ? t('length.surcharge', { price: formatPrice(o.price, currency) }) : undefined,
    }))
  const type = group.productType === 'ring' ? 'ring' : 'other'
  return (
    <div className={styles.panelBody}>
      {article.length ? (
        <ChoiceGroup
          layout="list"
          name={name}
          legend={t('length.article', { type })}
          choices={choices(article)}
          value={selection.length}
          onChange={(v) => v !== null && onChange(v)}
        />
      ) : null}
      {specialOnly.length ? (
        <ChoiceGroup
          layout="list"
          name={name}
          legend={t('length.special')}
          choices={choices(specialOnly)}
          value={selection.length}
          onChange={(v) => v !== null && onChange(v)}
        />
      ) : null}
      <SizeWarning group={group} length={selection.length} />
    </div>
  )
}

/** Spec 2 §5: a ring width outside 47–67.6 shows a size warning; announced when it appears. */
export function SizeWarning({ group, length, id }: { group: JewelryGroup; length: number | null; id?: string }) {
  const t = useTranslations('shop')
  const warn = hasRingWidthWarning(group.productType, length)
  return (
    <div aria-live="polite" className={styles.warningRegion}>
      {warn ? (
        <p id={id} className={styles.warning}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M8 1.8l6.6 12H1.4z" fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
            <path d="M8 6.2v3.6M8 11.4v.6" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
          </svg>
          <span>{t('length.warning')}</span>
        </p>
      ) : null}
    </div>
  )
}
