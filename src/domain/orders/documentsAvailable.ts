import type { OrderDocumentKind } from '@/domain/trade/orderDocuments'
import type { LineStatus } from './orderStatus'

/**
 * Which of an order's documents exist (issue 33): the confirmation once the house has confirmed a
 * line, a delivery note per shipment, the invoice once nothing is left to ship (every line shipped,
 * delivered or cancelled, and not all cancelled).
 */
export function documentsAvailable(order: { lineStatuses: readonly LineStatus[]; shipmentCount: number }): OrderDocumentKind[] {
  const live = order.lineStatuses.filter((status) => status !== 'cancelled')
  const kinds: OrderDocumentKind[] = []
  if (live.some((status) => status !== 'placed')) kinds.push('confirmation')
  if (order.shipmentCount > 0) kinds.push('delivery-note')
  if (live.length > 0 && live.every((status) => status === 'shipped' || status === 'delivered')) kinds.push('invoice')
  return kinds
}
