'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'
import { loadOrders } from '@/components/cart/cartApi'
import { ReorderButton } from '@/components/cart/ReorderButton'
import { useLineSummary } from '@/components/cart/useLineSummary'
import { useCommerceSession } from '@/components/shop/CommerceSession'
import { Button } from '@/components/ui/Button/Button'
import { Loader } from '@/components/ui/Loader/Loader'
import type { OrdersPage, PlacedOrderView } from '@/contracts/order'
import { orderPath } from '@/domain/shop/shopGuard'
import { formatDay } from '@/domain/trade/tradeFigures'
import styles from './Cart.module.css'

/**
 * The viewer's own clock: the orders load in the browser after the page (nothing rendered on the
 * server could disagree), and the provider's zone is UTC, which put a 22:17 order at 21:17 in Berlin.
 */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

function PlacedOrder({ order, cartHref }: { order: PlacedOrderView; cartHref: string }) {
  const t = useTranslations('orders')
  const format = useFormatter()
  const locale = useLocale()
  const summary = useLineSummary()
  return (
    <li className={styles.orderCard}>
      <div className={styles.orderHead}>
        {/* Its own page (issue 33): timeline, deliveries, documents. The heading is the link, one tab stop per order. */}
        <h2>
          <a className={styles.orderLink} href={orderPath(locale, order.id)}>
            {t('number', { number: order.number ?? String(order.id) })}
          </a>
        </h2>
        <span className={styles.status}>{t(`status.${order.status}`)}</span>
      </div>
      {order.placed_at ? (
        <p className={styles.note}>
          {t('placed-at', { date: format.dateTime(new Date(order.placed_at), { dateStyle: 'long', timeStyle: 'short', timeZone: viewerTimeZone() }) })}
        </p>
      ) : null}
      <ul className={styles.orderLines}>
        {order.line_items.map((line) => (
          <li key={line.id}>
            {t('line', { quantity: line.quantity, name: line.product.name, code: line.full_code, amount: line.formatted.total })}
            {line.estimated_delivery ? ` · ${t('estimated-delivery', { date: formatDay(line.estimated_delivery, locale) })}` : null}
            {/* Each line moves on its own at the house (issue 33). */}
            {line.status ? ` · ${t(`status.${line.status}`)}` : null}
            {/* What was chosen, the alloy included, as the cart showed it (issue 30). */}
            <span className={styles.orderLineDetails}>{summary(line).join(' · ')}</span>
          </li>
        ))}
      </ul>
      {order.deliveries.length ? (
        <ul className={styles.orderLines}>
          {order.deliveries.map((delivery) => (
            <li key={delivery.id}>
              {t('delivery', {
                date: format.dateTime(new Date(delivery.shipped_at), { dateStyle: 'long', timeZone: viewerTimeZone() }),
                serials: delivery.lines.flatMap((l) => l.serial_numbers).join(', '),
              })}
              {delivery.carrier || delivery.tracking_number
                ? ` · ${t('delivery-tracking', { carrier: delivery.carrier ?? '—', tracking: delivery.tracking_number ?? '—' })}`
                : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        {order.formatted.gross !== null && order.formatted.vat !== null
          ? t('total-vat', { gross: order.formatted.gross, net: order.formatted.total, vat: order.formatted.vat, shipping: order.formatted.shipping ?? '' })
          : // Placed before VAT was kept with the order (issue 33): only the net total is known.
            t('total', { amount: order.formatted.total, shipping: order.formatted.shipping ?? '' })}
      </p>
      {/* Issue 33: its lines into the cart again, checked and priced today. */}
      <ReorderButton order={order} cartHref={cartHref} />
    </li>
  )
}

/** The store's placed orders, newest first, twenty at a time. */
export function OrderHistory({ shopHref, cartHref }: { shopHref: string; cartHref: string }) {
  const t = useTranslations('orders')
  const locale = useLocale()
  const session = useCommerceSession()
  const [pages, setPages] = useState<OrdersPage[]>([])
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  const load = useCallback(
    async (page: number) => {
      setState('loading')
      const answer = await loadOrders(locale, page)
      if (answer.kind === 'unauthorized') return session.expire()
      if (answer.kind === 'failed') return setState('failed')
      setPages((known) => [...known.filter((p) => p.page < page), answer.page])
      setState('ready')
    },
    [locale, session],
  )

  useEffect(() => {
    void load(1)
  }, [load])

  const orders = pages.flatMap((p) => p.results)
  const last = pages.at(-1)
  const more = last ? last.page * last.per_page < last.count : false
  return (
    <div className={styles.cart}>
      <div className={styles.toolbar}>
        <a className={styles.back} href={shopHref}>
          {t('to-shop')}
        </a>
        <a className={styles.back} href={cartHref}>
          {t('to-cart')}
        </a>
      </div>
      <p className={styles.count}>{t('store', { store: session.storeName })}</p>
      {state === 'ready' && !orders.length ? <p>{t('empty')}</p> : null}
      {orders.length ? (
        <ul className={styles.orders}>
          {orders.map((order) => (
            <PlacedOrder key={order.id} order={order} cartHref={cartHref} />
          ))}
        </ul>
      ) : null}
      {state === 'loading' ? (
        <div className={styles.loading}>
          <Loader size="l" label={t('loading')} />
        </div>
      ) : null}
      {state === 'failed' ? (
        <div className={styles.failed} role="alert">
          <p>{t('load-failed')}</p>
          <Button variant="secondary" onClick={() => void load(last ? last.page + 1 : 1)}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {state === 'ready' && more && last ? (
        <Button variant="secondary" onClick={() => void load(last.page + 1)}>
          {t('more')}
        </Button>
      ) : null}
    </div>
  )
}
