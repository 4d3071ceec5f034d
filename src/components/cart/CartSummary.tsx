'use client'

import { useLocale, useTranslations } from 'next-intl'
import { Select } from '@/components/ui/Select/Select'
import type { CartView, OrderAddress } from '@/contracts/order'
import { formatAmount } from '@/domain/trade/formatAmount'
import { formatFigure } from '@/domain/trade/tradeFigures'
import styles from './Cart.module.css'

export function Address({ address }: { address: OrderAddress | null }) {
  if (!address) return null
  return (
    <address className={styles.address}>
      {[address.full_name, address.line_1, address.line_2, `${address.zip_code} ${address.city}`.trim(), address.country_code].filter(Boolean).map((part) => (
        <span key={part}>{part}</span>
      ))}
    </address>
  )
}

/** The VAT row's label: the rate and the billing country it is charged for (figures written as the prices beside them). */
/** Net, VAT and gross of a cart or a placed order, as the cart and the order page show them (issue 33). */
export function OrderTotals({ order, methodName }: { order: Pick<CartView, 'formatted' | 'vat_rate'>; methodName: string | null }) {
  const t = useTranslations('cart')
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{t('totals.items')}</dt>
        <dd>{order.formatted.items}</dd>
      </div>
      <div>
        <dt>{methodName ? t('totals.shipping-with', { method: methodName }) : t('totals.shipping')}</dt>
        <dd>{order.formatted.shipping ?? '–'}</dd>
      </div>
      <div className={styles.subtotal}>
        <dt>{t('totals.net')}</dt>
        <dd>{order.formatted.total}</dd>
      </div>
      <div>
        <dt>
          <VatLabel rate={order.vat_rate} />
        </dt>
        <dd>{order.formatted.vat ?? '–'}</dd>
      </div>
      <div className={styles.total}>
        <dt>{t('totals.gross')}</dt>
        <dd>{order.formatted.gross ?? '–'}</dd>
      </div>
    </dl>
  )
}

export function VatLabel({ rate }: { rate: CartView['vat_rate'] }) {
  const t = useTranslations('cart.totals')
  if (!rate) return t('vat-unknown')
  if (rate.percent === 0) return t('vat-zero', { country: rate.country_code })
  return t('vat', { percent: formatFigure(rate.percent), country: rate.country_code })
}

type Props = {
  order: CartView
  termsHref: string | null
  disabled: boolean
  onChooseMethod: (id: number) => void
  /** Another of the user's stores as the delivery address (issue 33). */
  onChooseDelivery: (id: number) => void
}

/**
 * Totals (net, VAT at the billing country's rate, gross), delivery cost and method, delivery address
 * (chosen among the user's stores that may be delivered to, issue 33) and billing address, payment
 * terms (German or English).
 */
export function CartSummary({ order, termsHref, disabled, onChooseMethod, onChooseDelivery }: Props) {
  const t = useTranslations('cart')
  const locale = useLocale()
  const shipment = order.shipments[0]
  const method = shipment?.shipping_method ?? null
  const methods = shipment?.available_shipping_methods ?? []
  const terms = locale === 'de' ? order.payment_terms.de : order.payment_terms.en
  return (
    <div className={styles.summaryGrid}>
      <section className={styles.panel} aria-labelledby="cart-totals">
        <h2 id="cart-totals" className={styles.panelHeading}>
          {t('totals.heading')}
        </h2>
        {methods.length > 1 ? (
          <Select
            label={t('shipping.method')}
            name="shipping_method"
            value={method ? String(method.id) : ''}
            disabled={disabled}
            onChange={(event) => onChooseMethod(Number(event.target.value))}
            options={methods.map((m) => ({ value: String(m.id), label: `${m.name} (${formatAmount(m.amount, order.currency)})` }))}
          />
        ) : null}
        <OrderTotals order={order} methodName={method?.name ?? null} />
        <p className={styles.note}>{t('totals.net-note')}</p>
        <p className={styles.note}>{t('totals.weight', { grams: formatFigure(order.weight_grams) })}</p>
        {method ? null : <p className={styles.lineError}>{t('shipping.none')}</p>}
        {order.vat_rate ? null : <p className={styles.lineError}>{t('error.no-vat-rate')}</p>}
      </section>
      <section className={styles.panel} aria-labelledby="cart-delivery">
        <h2 id="cart-delivery" className={styles.panelHeading}>
          {t('address.delivery')}
        </h2>
        {order.shipping_locations.length > 1 ? (
          <Select
            label={t('address.delivery-choice')}
            name="shipping_location"
            value={order.shipping_location ? String(order.shipping_location.id) : ''}
            disabled={disabled}
            onChange={(event) => onChooseDelivery(Number(event.target.value))}
            options={order.shipping_locations.map((l) => ({ value: String(l.id), label: [l.name, l.city].filter(Boolean).join(' · ') }))}
          />
        ) : null}
        <Address address={order.shipping_address} />
        {order.shipping_location ? null : <p className={styles.lineError}>{t('error.no-shipping-location')}</p>}
        <h2 className={styles.panelHeading}>{t('address.billing')}</h2>
        <Address address={order.billing_address} />
      </section>
      <section className={styles.panel} aria-labelledby="cart-terms">
        <h2 id="cart-terms" className={styles.panelHeading}>
          {t('terms.heading')}
        </h2>
        <p>{terms}</p>
        {termsHref ? (
          <p>
            <a href={termsHref} target="_blank" rel="noopener">
              {t('terms.link')}
            </a>
          </p>
        ) : null}
      </section>
    </div>
  )
}
