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
  /** The recommended retail price of the chosen metal colour (spec 2 §3 `uvp`), shown beside the trade price; null: none in this currency. */
  rrp?: number | null
  /** Say that the prices are net (once per form, not again in its side panels). */
  withNetNote?: boolean
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

/**
 * The trade price of the current choice (spec 2 §9: de-DE, no decimals, the store's currency), net, updated
 * with every choice, and beside it the recommended retail price of the metal colour (issue 33).
 */
export function PriceSummary({ price, currency, rrp = null, withNetNote = false, live = true, className }: Props) {
  const t = useTranslations('shop')
  const line = price && 'base' in price ? price : null
  const extras = line ? parts.filter(([key]) => key !== 'base' && line[key] > 0) : []
  return (
    <div className={[styles.priceSummary, className].filter(Boolean).join(' ')}>
      <p className={styles.price} aria-live={live ? 'polite' : 'off'} aria-atomic="true" data-price="">
        <span className={styles.priceLabel}>{t('price.label')}</span>{' '}
        <span className={styles.priceValue}>{price ? formatPrice(price.total, currency) : t('card.no-price')}</span>
      </p>
      {/* Outside the live price: the RRP changes only with the metal colour, and is read with it. */}
      {rrp !== null ? (
        <p className={styles.rrp} title={t('price.rrp-title')} data-rrp="">
          {t('price.rrp', { price: formatPrice(rrp, currency) })}
        </p>
      ) : null}
      {withNetNote ? <p className={styles.netNote}>{t('price.net-note')}</p> : null}
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
