import { dataLocales, type DataLocale } from '@/i18n/locales'

/**
 * The order documents of issue 33 and the rules their figures obey, shared by the view's shape
 * (src/contracts/orderDocuments.ts), the renderer (src/server/documents/) and the route that will
 * answer `GET /api/v1/commerce/orders/{id}/documents/{kind}/`.
 */
export const orderDocumentKinds = ['confirmation', 'delivery-note', 'invoice'] as const
export type OrderDocumentKind = (typeof orderDocumentKinds)[number]

export function isOrderDocumentKind(value: unknown): value is OrderDocumentKind {
  return typeof value === 'string' && (orderDocumentKinds as readonly string[]).includes(value)
}

/** A document is written in any data locale, Korean too: a Korean store's staff read it. */
export const documentLanguages = dataLocales
export type DocumentLanguage = DataLocale

/** A VAT rate in basis points of a percent: 1900 is 19 %, 810 is 8.1 %, 0 a zero-rated market. */
export function isVatRateBasisPoints(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 10000
}

export interface DocumentFigures {
  lines: readonly { quantity: number; unit_net: number; line_net: number }[]
  totals: { lines_net: number; shipping_net: number | null; net: number; vat_rate_basis_points: number; vat: number; gross: number }
}

/**
 * What does not add up in a document's figures (empty when all do). A document states amounts the
 * house is held to, so the renderer refuses one whose figures contradict each other rather than
 * print it: each line's net is quantity × unit net, the lines add up to the lines' net, lines and
 * shipping to the net total, and net plus VAT to the gross total. The VAT itself is the prices'
 * rule (rounded once on the net total) and is taken as given: only its rate's range is checked.
 */
export function documentFigureErrors(figures: DocumentFigures): string[] {
  const errors: string[] = []
  const { lines, totals } = figures
  lines.forEach((line, index) => {
    if (line.quantity * line.unit_net !== line.line_net) errors.push(`line ${index + 1}: ${line.quantity} × ${line.unit_net} ≠ ${line.line_net}`)
  })
  const linesNet = lines.reduce((sum, line) => sum + line.line_net, 0)
  if (linesNet !== totals.lines_net) errors.push(`lines: ${linesNet} ≠ ${totals.lines_net}`)
  if (totals.lines_net + (totals.shipping_net ?? 0) !== totals.net) errors.push(`net: ${totals.lines_net} + ${totals.shipping_net ?? 0} ≠ ${totals.net}`)
  if (totals.net + totals.vat !== totals.gross) errors.push(`gross: ${totals.net} + ${totals.vat} ≠ ${totals.gross}`)
  if (!isVatRateBasisPoints(totals.vat_rate_basis_points)) errors.push(`VAT rate: ${totals.vat_rate_basis_points}`)
  if (totals.vat_rate_basis_points === 0 && totals.vat !== 0) errors.push(`VAT of a zero rate: ${totals.vat}`)
  return errors
}

/**
 * A delivery note names one serial number per piece (issue 33: "one serial number per piece"):
 * the lines whose count of serials differs from their quantity, by position (1-based).
 */
export function serialNumberMismatches(lines: readonly { quantity: number; serial_numbers: readonly string[] }[]): number[] {
  return lines.flatMap((line, index) => (line.serial_numbers.length === line.quantity ? [] : [index + 1]))
}

/**
 * The file a document is served and attached as: ASCII only, so every mail client and download
 * dialog keeps it ("invoice-DE-2026-000123.pdf", "delivery-note-2026-000042-1.pdf"). The number
 * is the document's own: the invoice's, the shipment's, or the order's for a confirmation.
 */
export function documentFileName(kind: OrderDocumentKind, number: string): string {
  const safe = number.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '')
  return `${kind}-${safe || 'document'}.pdf`
}

export interface PostalAddress {
  company: string
  full_name: string
  line_1: string
  line_2: string
  zip_code: string
  city: string
  country_code: string
}

/**
 * An address's lines as its country writes them on an envelope. Japan, China, Taiwan and Korea go
 * from the largest unit to the smallest, postcode first and the recipient last (Japan marks the
 * postcode with 〒, and Chinese and Japanese write city and street without a space); everywhere
 * else the recipient comes first and the postcode stands before the city. The country's name,
 * in the document's language, closes the address (the house ships across borders).
 */
export function postalAddressLines(address: PostalAddress, countryName: string): string[] {
  const name = address.full_name.trim() !== address.company.trim() ? address.full_name : ''
  const bigFirst = ['JP', 'CN', 'TW', 'KR'].includes(address.country_code.toUpperCase())
  const lines = bigFirst
    ? [
        address.zip_code.trim() === '' ? '' : address.country_code.toUpperCase() === 'JP' ? `〒${address.zip_code.trim()}` : address.zip_code,
        [address.city.trim(), address.line_1.trim()].join(address.country_code.toUpperCase() === 'KR' ? ' ' : ''),
        address.line_2,
        address.company,
        name,
        countryName,
      ]
    : [address.company, name, address.line_1, address.line_2, `${address.zip_code.trim()} ${address.city.trim()}`, countryName]
  return lines.map((line) => line.trim()).filter((line) => line !== '')
}

/** The document's own number: the invoice's, the shipment's, or the order's for a confirmation. */
export function documentNumberOf(
  view:
    { kind: 'confirmation'; order_number: string } | { kind: 'delivery-note'; shipment: { number: string } } | { kind: 'invoice'; invoice: { number: string } },
): string {
  if (view.kind === 'invoice') return view.invoice.number
  if (view.kind === 'delivery-note') return view.shipment.number
  return view.order_number
}
