import 'server-only'
import type { Payload } from 'payload'
import { documentsAvailable } from '@/domain/orders/documentsAvailable'
import { lineStatusOf } from '@/domain/orders/orderStatus'
import type { OrderDocumentKind } from '@/domain/trade/orderDocuments'
import { orderDocumentResponse } from '@/server/documents/documentOutputs'
import { orderDocumentView } from '@/server/documents/orderDocumentView'
import { notFound } from '@/server/http/errors'
import { assignInvoiceNumber } from '@/server/orders/invoiceNumbers'
import { documentSourceOf } from '@/server/orders/orderDocuments'
import { storePlacedOrder } from '@/server/trade/cancelOrderLines'
import type { CommerceSession } from '@/server/trade/commerceAuth'

export type OrderDocumentArgs = { session: CommerceSession; id: string; kind: OrderDocumentKind; delivery: string | undefined }

/**
 * GET /api/v1/commerce/orders/{id}/documents/{kind}/ (commerce token): one document of a placed
 * order of the session's store, as a PDF. 404 for another store's order, a cart, a document that
 * does not exist yet, and a delivery (`?delivery=<id>`, by default the latest) that is not the order's.
 */
export async function orderDocument(payload: Payload, { session, id, kind, delivery }: OrderDocumentArgs): Promise<Response> {
  const order = await storePlacedOrder(payload, session, id)
  const source = await documentSourceOf(payload, order)
  const available = documentsAvailable({ lineStatuses: source.lines.map((l) => lineStatusOf(l.status)), shipmentCount: source.deliveries.length })
  if (!available.includes(kind)) throw notFound()
  if (kind === 'delivery-note') {
    const chosen = delivery === undefined ? source.deliveries.at(-1) : source.deliveries.find((d) => String(d.id) === delivery)
    if (!chosen) throw notFound()
    return orderDocumentResponse(await orderDocumentView(payload, source, { kind, delivery: chosen }))
  }
  // An order shipped in full before invoices were numbered gets its number the first time it is asked for.
  if (kind === 'invoice' && !order.invoiceNumber) source.order = { ...order, ...(await assignInvoiceNumber(payload, order)) }
  return orderDocumentResponse(await orderDocumentView(payload, source, { kind }))
}
