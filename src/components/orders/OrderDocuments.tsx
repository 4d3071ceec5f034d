'use client'

import { useTranslations } from 'next-intl'
import type { PlacedOrderView } from '@/contracts/order'
import { documentsAvailable } from '@/domain/orders/documentsAvailable'
import { lineStatusOf } from '@/domain/orders/orderStatus'
import type { OrderDocumentKind } from '@/domain/trade/orderDocuments'
import { useMoment } from './orderMoments'
import styles from './Order.module.css'

/** `GET /api/v1/commerce/orders/{id}/documents/{kind}/` (issue 33), a delivery note naming its shipment. */
export function orderDocumentHref(orderId: number, kind: OrderDocumentKind, deliveryId?: number): string {
  const path = `/api/v1/commerce/orders/${orderId}/documents/${kind}/`
  return deliveryId === undefined ? path : `${path}?delivery=${deliveryId}`
}

type Link = { key: string; href: string; label: string }

/**
 * The order's documents as PDF (issue 33), those that exist (src/domain/orders/documentsAvailable.ts):
 * the order confirmation once the house confirmed a line, a delivery note per shipment, the invoice
 * once nothing is left to ship. The commerce cookie goes with the link, as with every commerce call.
 */
export function OrderDocuments({ order, headingId = 'order-documents' }: { order: PlacedOrderView; headingId?: string }) {
  const t = useTranslations('order.documents')
  const { day } = useMoment()
  const kinds = documentsAvailable({ lineStatuses: order.line_items.map((l) => lineStatusOf(l.status)), shipmentCount: order.deliveries.length })
  const links: Link[] = kinds.flatMap((kind): Link[] => {
    if (kind !== 'delivery-note') return [{ key: kind, href: orderDocumentHref(order.id, kind), label: t(kind) }]
    return order.deliveries.map((delivery, index) => ({
      key: `${kind}-${delivery.id}`,
      href: orderDocumentHref(order.id, kind, delivery.id),
      label: t('delivery-note', { number: index + 1, date: day(delivery.shipped_at) }),
    }))
  })
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('heading')}
      </h2>
      {links.length ? (
        <ul className={styles.documents}>
          {links.map((link) => (
            <li key={link.key}>
              <a href={link.href} type="application/pdf">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('none')}</p>
      )}
    </section>
  )
}
