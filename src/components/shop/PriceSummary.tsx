'use client'

import { useTranslations } from 'next-intl'
import type { Currency } from '@/domain/trade/currencies'
import { formatPrice } from '@/domain/trade/formatPrice'
import type { PriceLine } from '@/domain/trade/priceLine'
import styles from './OrderForm.module.css'

type Props = {
  /** The line of a jewellery selection, or only a total (a service item). Null: the data cannot price it. */
  price: PriceLine | { total: number } | null
  currency: Currency
  /** Announce changes (aria-live). Off where another live copy of the same price is shown at the time. */
  live?: boolean
  className?: string
}

const parts = [
  ['base', 'price.base'],
  ['specialColor', 'price.special-color'],
  ['length', 'price.length'],
  ['engraving', 'price.engraving'],
] as const

/** The price of the current choice (spec 2 §9: de-DE, no decimals, the store's currency), updated with every choice. */
export function PriceSummary({ price, currency, live = true, className }: Props) {
  const t = useTranslations('shop')
  const line = price && 'base' in price ? price : null
  const extras = line ? parts.filter(([key]) => key !== 'base' && line[key] > 0) : []
  return (
    <div className={[styles.priceSummary, className].filter(Boolean).join(' ')}>
      <p className={styles.price} aria-live={live ? 'polite' : 'off'} aria-atomic="true" data-price="">
        <span className={styles.priceLabel}>{t('price.label')}</span>{' '}
        <span className={styles.priceValue}>{price ? formatPrice(price.total, currency) : t('card.no-price')}</span>
      </p>
      {line && extras.length ? (
        <dl className={styles.breakdown}>
          {[parts[0], ...extras].map(([key, label]) => (
            <div key={key} className={styles.breakdownRow}>
              <dt>{t(label)}</dt>
              <dd>{formatPrice(line[key], currency)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  )
}
