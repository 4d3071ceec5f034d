import 'server-only'
import type { Payload } from 'payload'
import type { OrderAddress } from '@/contracts/order'
import type { DocumentAddress, DocumentLine, DocumentTotals, OrderDocumentView } from '@/contracts/orderDocuments'
import { lineStatusOf, type LineStatus } from '@/domain/orders/orderStatus'
import { calendarDayIn } from '@/domain/trade/calendarDay'
import type { Currency } from '@/domain/trade/currencies'
import { formatDay, formatFigure } from '@/domain/trade/tradeFigures'
import { isVatPercent, vatBasisPoints, vatOn } from '@/domain/trade/vat'
import { htmlLang, type UrlLocale } from '@/i18n/locales'
import type { Order, OrderLine } from '@/payload-types'
import { houseLetterhead } from '@/server/documents/letterhead'
import { translatorFor } from '@/server/i18n/translator'
import { mailNames } from '@/server/trade/mailNames'
import { orderLineDetails } from '@/server/trade/orderLineDetails'

/**
 * From a placed order to the view of one of its documents (issue 33), which renderOrderDocument
 * draws. The same builder serves the document route (the order as stored) and the mails of the
 * house's moves (the order as the move is about to leave it), so a mailed PDF and a downloaded one
 * are the same paper. Everything comes from the order as placed: the addresses it wrote, the lines'
 * net prices, the shipping charged and the VAT rate of the day it was placed (never today's rates),
 * the payment terms agreed. What it shows per kind:
 * - the confirmation: the lines the house has confirmed (placed and cancelled ones are not on it),
 *   with their estimated delivery, their net total, shipping and VAT;
 * - a delivery note: the pieces of one delivery, per line with their serial numbers, no prices;
 * - the invoice: every line not cancelled (all shipped by then), shipping, VAT and gross, under the
 *   invoice number the order was given when nothing was left to ship.
 * A line keeps its position in the order on every document, so position 3 is the same piece on the
 * confirmation, the delivery note and the invoice.
 */

/** A delivery of the order as its delivery note names it: the order's number and its place among the order's deliveries. */
export type DocumentDelivery = {
  /** null: the delivery a shipment is about to write. */
  id: number | null
  number: string
  shippedAt: string
  carrier: string | null
  trackingNumber: string | null
  lines: { id: number; serial_numbers: string[] }[]
}

/** What a document is made from: the order, its lines in the order's order, its deliveries oldest first. */
export type DocumentSource = {
  order: Order
  lines: OrderLine[]
  deliveries: DocumentDelivery[]
  /** The instant of the house's last confirmation (the confirmation's date); null: none yet. */
  confirmedAt: string | null
  /** The ordering user's language, as the move mails choose it. */
  language: UrlLocale
}

export type DocumentRequest = { kind: 'confirmation' } | { kind: 'delivery-note'; delivery: DocumentDelivery } | { kind: 'invoice' }

/** A delivery's number: the order's number and the delivery's place among the order's, "2026-000042-2". */
export const deliveryNumber = (order: Pick<Order, 'id' | 'orderNumber'>, index: number): string => `${order.orderNumber ?? order.id}-${index + 1}`

const confirmedStatuses: readonly LineStatus[] = ['confirmed', 'in_production', 'shipped', 'delivered']
const invoicedStatuses: readonly LineStatus[] = ['shipped', 'delivered']

const day = (instant: string | null | undefined): string => calendarDayIn(instant ? new Date(instant) : new Date())

function documentAddress(stored: unknown): DocumentAddress {
  const a = (stored ?? {}) as Partial<OrderAddress>
  const name = a.full_name ?? ''
  // The order's address names the store; it is the company, and no person is named beside it.
  return {
    company: name,
    full_name: name,
    line_1: a.line_1 ?? '',
    line_2: a.line_2 ?? '',
    zip_code: a.zip_code ?? '',
    city: a.city ?? '',
    country_code: (a.country_code ?? '').toUpperCase(),
  }
}

/** The rate the order was placed at, in percent; an order placed before VAT was charged (issue 33) has none: 0. */
export const placedVatPercent = (order: Pick<Order, 'vatPercent'>): number => (isVatPercent(order.vatPercent) ? order.vatPercent : 0)

/**
 * Net, VAT and gross of the lines on a document and the shipping charged. VAT at the rate the order
 * was placed at, by the prices' one rule (src/domain/trade/vat.ts); when the lines are all the
 * order's, the amounts are the ones stored when it was placed.
 */
function totalsOf(order: Order, lines: readonly DocumentLine[]): DocumentTotals {
  const linesNet = lines.reduce((sum, line) => sum + line.line_net, 0)
  const shippingNet = order.shippingMethodName || (order.shippingAmount ?? 0) > 0 ? (order.shippingAmount ?? 0) : null
  const net = linesNet + (shippingNet ?? 0)
  const percent = placedVatPercent(order)
  const asPlaced = net === order.totalAmount && typeof order.vatAmount === 'number' && order.grossAmount === net + order.vatAmount
  const vat = asPlaced ? (order.vatAmount as number) : vatOn(net, percent)
  return {
    currency: order.currency as Currency,
    lines_net: linesNet,
    shipping_net: shippingNet,
    net,
    vat_rate_basis_points: vatBasisPoints(percent),
    vat,
    gross: net + vat,
  }
}

/** The payment terms agreed, in the document's language: German or English as the store's, the house's standard terms in any language. */
async function paymentTerms(order: Order, language: UrlLocale, t: Awaited<ReturnType<typeof translatorFor>>): Promise<string> {
  const de = order.paymentTermsDe?.trim() ?? ''
  const en = order.paymentTermsEn?.trim() ?? ''
  const [standardDe, standardEn] = await Promise.all([translatorFor('de'), translatorFor('en')]).then(([a, b]) => [
    a('cart.payment-terms-standard'),
    b('cart.payment-terms-standard'),
  ])
  if ((de === '' || de === standardDe) && (en === '' || en === standardEn)) return t('cart.payment-terms-standard')
  return language === 'de' ? de || en : en || de
}

/** The view of one document of the order, in the source's language. */
export async function orderDocumentView(payload: Payload, source: DocumentSource, request: DocumentRequest): Promise<OrderDocumentView> {
  const { order, language } = source
  const [t, letterhead, names] = await Promise.all([
    translatorFor(language),
    houseLetterhead(payload),
    mailNames(payload, { order, lines: source.lines, shippingMethodId: null }, language),
  ])
  const details = { t, day: (value: string) => formatDay(value, htmlLang[language]), number: formatFigure, audience: 'customer' as const }
  const documentLine = (line: OrderLine, quantity: number, serials: string[]): DocumentLine => ({
    position: source.lines.indexOf(line) + 1,
    article_number: line.fullCode,
    description: names.product(line),
    options: orderLineDetails(line, details),
    quantity,
    serial_numbers: serials,
    unit_net: line.unitAmount,
    line_net: quantity === line.quantity ? line.totalAmount : line.unitAmount * quantity,
    currency: line.currency as Currency,
    estimated_delivery: line.estimatedDelivery ?? null,
  })
  const withStatus = (statuses: readonly LineStatus[]) => source.lines.filter((line) => statuses.includes(lineStatusOf(line.status)))
  const base = {
    language,
    letterhead: { ...letterhead, name: letterhead.name || t('site.brand') },
    order_number: order.orderNumber ?? String(order.id),
    order_date: day(order.placedAt ?? order.createdAt),
    customer_number: '',
    customer_reference: '',
    billing_address: documentAddress(order.billingAddress),
    shipping_address: documentAddress(order.shippingAddress ?? order.billingAddress),
  }

  if (request.kind === 'delivery-note') {
    const { delivery } = request
    const serials = new Map(delivery.lines.map((l) => [l.id, l.serial_numbers]))
    const shipped = source.lines.filter((line) => serials.has(line.id))
    return {
      ...base,
      kind: 'delivery-note',
      document_date: day(delivery.shippedAt),
      lines: shipped.map((line) => documentLine(line, serials.get(line.id)!.length, serials.get(line.id)!)),
      shipment: { number: delivery.number, shipped_on: day(delivery.shippedAt), carrier: delivery.carrier, tracking_number: delivery.trackingNumber },
    }
  }

  const terms = await paymentTerms(order, language, t)
  if (request.kind === 'confirmation') {
    const lines = withStatus(confirmedStatuses).map((line) => documentLine(line, line.quantity, []))
    return { ...base, kind: 'confirmation', document_date: day(source.confirmedAt), lines, totals: totalsOf(order, lines), payment_terms: terms }
  }

  if (!order.invoiceNumber) throw new Error(`Order ${order.id} has no invoice number yet`)
  const lines = withStatus(invoicedStatuses).map((line) => documentLine(line, line.quantity, []))
  const invoiced = day(order.invoicedAt)
  const lastShipped = source.deliveries.length ? day(source.deliveries[source.deliveries.length - 1]!.shippedAt) : null
  return {
    ...base,
    kind: 'invoice',
    document_date: invoiced,
    lines,
    totals: totalsOf(order, lines),
    payment_terms: terms,
    invoice: {
      number: order.invoiceNumber,
      due_date: null,
      delivery_date: lastShipped && lastShipped !== invoiced ? lastShipped : null,
      // Every market the house zero rates is an export (docs/decisions.md, "Order documents: when they exist …").
      vat_note: order.vatPercent === 0 ? t('documents.vat-note.export') : '',
      customer_vat_id: '',
    },
  }
}
