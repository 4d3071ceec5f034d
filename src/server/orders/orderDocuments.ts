import 'server-only'
import type { Payload } from 'payload'
import type { OrderDocumentKind } from '@/domain/trade/orderDocuments'
import type { UrlLocale } from '@/i18n/locales'
import type { Order, OrderLine } from '@/payload-types'
import { orderDocumentAttachment } from '@/server/documents/documentOutputs'
import { deliveryNumber, orderDocumentView, type DocumentDelivery, type DocumentSource } from '@/server/documents/orderDocumentView'
import { mailLocale } from '@/server/i18n/mailLocale'
import type { MailAttachment } from '@/server/jobs/queueMail'
import { logger } from '@/server/log/logger'
import { deliveriesOf } from '@/server/orders/deliveryViews'
import { recipientOf } from '@/server/orders/moveMails'
import { orderLines } from '@/server/trade/cartState'

/**
 * What an order's documents (issue 33) are made from, for the route that serves them to the
 * ordering store (src/server/trade/orderDocument.ts) and for the attachments of the house's move
 * mails. Which exist is documentsAvailable's rule; what they show is orderDocumentView's.
 */

/** The order's deliveries, oldest first, each numbered by its place among them. */
async function numberedDeliveries(payload: Payload, order: Order): Promise<DocumentDelivery[]> {
  const views = (await deliveriesOf(payload, [order.id])).get(order.id) ?? []
  return views.map((d, index) => ({
    id: d.id,
    number: deliveryNumber(order, index),
    shippedAt: d.shipped_at,
    carrier: d.carrier,
    trackingNumber: d.tracking_number,
    lines: d.lines,
  }))
}

/** The document language: the ordering user's, as the move mails choose it. */
async function documentLanguage(payload: Payload, order: Order): Promise<UrlLocale> {
  return (await recipientOf(payload, order))?.locale ?? mailLocale(order.language)
}

/** The order as stored, with what its documents are made from. */
export async function documentSourceOf(payload: Payload, order: Order): Promise<DocumentSource> {
  const [lines, deliveries, confirmed, language] = await Promise.all([
    orderLines(payload, order.id),
    numberedDeliveries(payload, order),
    payload.find({
      collection: 'order-events',
      where: { and: [{ order: { equals: order.id } }, { type: { equals: 'confirmed' } }] },
      sort: '-at',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { at: true },
    }),
    documentLanguage(payload, order),
  ])
  return { order, lines, deliveries, confirmedAt: confirmed.docs[0]?.at ?? null, language }
}

/** What a move is about to write, as its mail's documents need it. */
export type MoveDocuments = {
  /** The order and its lines as the move leaves them (the invoice number it gives, the lines' new status and days). */
  order: Order
  lines: OrderLine[]
  /** The delivery a shipment writes: its lines and serial numbers. */
  delivery: { carrier: string | null; trackingNumber: string | null; lines: { id: number; serial_numbers: string[] }[] } | null
  /** The move's instant: the day of a confirmation, a delivery, an invoice. */
  at: string
  /** The documents the mail carries: the confirmation on a confirmation's, the shipment's delivery note, the invoice the move makes exist. */
  kinds: OrderDocumentKind[]
}

/**
 * The PDFs a move's mail carries, in the mail's language, made before the move is written from the
 * order as the move will leave it (the same builder as the route's, so the attachment is the paper
 * the store downloads later). A document that cannot be made is logged and left out: the move and
 * its mail do not fail for it, and the store can still fetch it.
 */
export async function moveAttachments(payload: Payload, move: MoveDocuments, language: UrlLocale): Promise<MailAttachment[]> {
  if (!move.kinds.length) return []
  try {
    const earlier = await numberedDeliveries(payload, move.order)
    const delivery: DocumentDelivery | null = move.delivery && {
      id: null,
      number: deliveryNumber(move.order, earlier.length),
      shippedAt: move.at,
      carrier: move.delivery.carrier,
      trackingNumber: move.delivery.trackingNumber,
      lines: move.delivery.lines,
    }
    const source: DocumentSource = {
      order: move.order,
      lines: move.lines,
      deliveries: delivery ? [...earlier, delivery] : earlier,
      confirmedAt: move.at,
      language,
    }
    const attachments: MailAttachment[] = []
    for (const kind of move.kinds) {
      if (kind === 'delivery-note' && !delivery) continue
      const view = await orderDocumentView(payload, source, kind === 'delivery-note' ? { kind, delivery: delivery! } : { kind })
      const file = await orderDocumentAttachment(view)
      attachments.push({ filename: file.filename, contentType: file.contentType, content: file.content.toString('base64') })
    }
    return attachments
  } catch (err) {
    logger.error({ err, order: move.order.id, kinds: move.kinds }, 'order documents not attached to the move mail')
    return []
  }
}
