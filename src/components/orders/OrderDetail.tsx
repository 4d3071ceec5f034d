'use client'

import { useLocale, useTranslations } from 'next-intl'
import cartStyles from '@/components/cart/Cart.module.css'
import { Engraving } from '@/components/cart/CartLine'
import { Address, OrderTotals } from '@/components/cart/CartSummary'
import { useLineSummary } from '@/components/cart/useLineSummary'
import { useCommerceSession } from '@/components/shop/CommerceSession'
import type { OrderLineView, PlacedOrderView } from '@/contracts/order'
import { lineStatusOf } from '@/domain/orders/orderStatus'
import type { TimelineEntry } from '@/domain/orders/orderTimeline'
import { formatDay } from '@/domain/trade/tradeFigures'
import { CancelLines } from './CancelLines'
import { OrderDocuments } from './OrderDocuments'
import { OrderTimeline, type LineRef } from './OrderTimeline'
import { useMoment } from './orderMoments'
import styles from './Order.module.css'

type Props = { order: PlacedOrderView; timeline: readonly TimelineEntry[]; ordersHref: string }

/** Serial numbers shipped per line, across all deliveries, in the order they went out. */
function serialsByLine(order: PlacedOrderView): Map<number, string[]> {
  const serials = new Map<number, string[]>()
  for (const delivery of order.deliveries) {
    for (const line of delivery.lines) serials.set(line.id, [...(serials.get(line.id) ?? []), ...line.serial_numbers])
  }
  return serials
}

function Line({ line, position, serials }: { line: OrderLineView; position: number; serials: readonly string[] }) {
  const t = useTranslations('order.lines')
  const to = useTranslations('orders')
  const locale = useLocale()
  const summary = useLineSummary()(line)
  const status = lineStatusOf(line.status)
  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <h3 className={styles.lineName}>
          <span className={styles.position}>{t('position', { position })}</span> {line.product.name}
        </h3>
        <span className={cartStyles.status}>{to(`status.${status}`)}</span>
      </div>
      {summary.length ? (
        <ul className={cartStyles.summary} aria-label={t('options')}>
          {summary.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      <Engraving line={line} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('article')}</dt>
          <dd>{line.full_code}</dd>
        </div>
        <div>
          <dt>{t('quantity')}</dt>
          <dd>{line.product.unit_label ? `${line.quantity} ${line.product.unit_label}` : line.quantity}</dd>
        </div>
        <div>
          <dt>{t('estimated-delivery')}</dt>
          <dd>{status === 'cancelled' ? '–' : line.estimated_delivery ? formatDay(line.estimated_delivery, locale) : t('no-date')}</dd>
        </div>
        <div>
          <dt>{t('unit')}</dt>
          <dd className={cartStyles.amount}>{line.formatted.unit}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd className={cartStyles.amount}>{line.formatted.total}</dd>
        </div>
        {serials.length ? (
          <div className={styles.wide}>
            <dt>{t('serials', { count: serials.length })}</dt>
            <dd>{serials.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      {status === 'cancelled' && line.cancel_reason ? <p className={styles.muted}>{t('cancel-reason', { reason: line.cancel_reason })}</p> : null}
    </li>
  )
}

/**
 * A placed order's page (issue 33), rendered on the server with the order as the commerce API
 * answers it and its timeline: number, placed, status, store; per line the article, options,
 * quantity, status, estimated delivery and the serial numbers shipped; deliveries with carrier and
 * tracking; the timeline; totals; addresses; documents; and, while lines are still `placed`, the
 * jeweller's cancel.
 */
export function OrderDetail({ order, timeline, ordersHref }: Props) {
  const t = useTranslations('order')
  const to = useTranslations('orders')
  const tc = useTranslations('cart')
  const session = useCommerceSession()
  const { moment, day } = useMoment()
  const serials = serialsByLine(order)
  const refs = new Map<number, LineRef>(order.line_items.map((line, index) => [line.id, { position: index + 1, code: line.full_code }]))
  const cancellable = order.line_items.flatMap((line, index) =>
    lineStatusOf(line.status) === 'placed'
      ? [{ id: line.id, label: t('cancel.line', { position: index + 1, name: line.product.name, code: line.full_code, quantity: line.quantity }) }]
      : [],
  )
  const method = order.shipments[0]?.shipping_method ?? null
  return (
    <div className={styles.order}>
      <nav className={cartStyles.toolbar} aria-label={t('nav')}>
        <a className={cartStyles.back} href={ordersHref}>
          {t('back')}
        </a>
      </nav>

      <section className={styles.section} aria-labelledby="order-overview">
        <h2 id="order-overview" className="visually-hidden">
          {t('overview.heading')}
        </h2>
        <dl className={styles.overview}>
          <div>
            <dt>{t('overview.number')}</dt>
            <dd>{order.number ?? order.id}</dd>
          </div>
          {order.placed_at ? (
            <div>
              <dt>{t('overview.placed')}</dt>
              <dd>
                <time dateTime={order.placed_at}>{moment(order.placed_at)}</time>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('overview.status')}</dt>
            <dd className={cartStyles.status}>{to(`status.${order.status}`)}</dd>
          </div>
          {session.storeName ? (
            <div>
              <dt>{t('overview.store')}</dt>
              <dd>{session.storeName}</dd>
            </div>
          ) : null}
        </dl>
        {cancellable.length ? <CancelLines orderId={order.id} lines={cancellable} /> : null}
      </section>

      <section className={styles.section} aria-labelledby="order-lines">
        <h2 id="order-lines" className={styles.sectionHeading}>
          {t('lines.heading', { count: order.line_items.length })}
        </h2>
        <ol className={styles.lines}>
          {order.line_items.map((line, index) => (
            <Line key={line.id} line={line} position={index + 1} serials={serials.get(line.id) ?? []} />
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="order-deliveries">
        <h2 id="order-deliveries" className={styles.sectionHeading}>
          {t('deliveries.heading')}
        </h2>
        {order.deliveries.length ? (
          <ol className={styles.deliveries}>
            {order.deliveries.map((delivery, index) => (
              <li key={delivery.id} className={styles.delivery}>
                <h3 className={styles.deliveryHeading}>
                  {t.rich('deliveries.delivery', {
                    number: index + 1,
                    date: day(delivery.shipped_at),
                    time: (chunks) => <time dateTime={delivery.shipped_at}>{chunks}</time>,
                  })}
                </h3>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('deliveries.carrier')}</dt>
                    <dd>{delivery.carrier ?? '–'}</dd>
                  </div>
                  <div>
                    <dt>{t('deliveries.tracking')}</dt>
                    <dd>{delivery.tracking_number ?? '–'}</dd>
                  </div>
                </dl>
                <ul className={styles.eventDetails}>
                  {delivery.lines.map((line) => {
                    const ref = refs.get(line.id)
                    return (
                      <li key={line.id}>
                        {t('deliveries.line', {
                          position: ref?.position ?? 0,
                          code: ref?.code ?? '',
                          count: line.serial_numbers.length,
                          serials: line.serial_numbers.join(', '),
                        })}
                      </li>
                    )
                  })}
                </ul>
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>{t('deliveries.none')}</p>
        )}
      </section>

      <OrderTimeline timeline={timeline} lines={refs} />

      <div className={cartStyles.summaryGrid}>
        <section className={cartStyles.panel} aria-labelledby="order-totals">
          <h2 id="order-totals" className={cartStyles.panelHeading}>
            {t('totals')}
          </h2>
          <OrderTotals order={order} methodName={method?.name ?? null} />
        </section>
        <section className={cartStyles.panel} aria-labelledby="order-addresses">
          <h2 id="order-addresses" className={cartStyles.panelHeading}>
            {tc('address.delivery')}
          </h2>
          <Address address={order.shipping_address} />
          <h2 className={cartStyles.panelHeading}>{tc('address.billing')}</h2>
          <Address address={order.billing_address} />
        </section>
        <OrderDocuments order={order} />
      </div>
    </div>
  )
}
