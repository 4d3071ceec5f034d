import { z } from 'zod'
import { calendarDay, currency, minor } from '@/contracts/common'
import { documentLanguages, isVatRateBasisPoints } from '@/domain/trade/orderDocuments'

/**
 * The order documents of issue 33 (order confirmation, delivery note, invoice) as the renderer
 * src/server/documents/renderOrderDocument.ts reads them: everything the paper says, already
 * chosen and in the document's language, with amounts in minor units. The server builds one from
 * an order (and a shipment or an invoice) and never hands the renderer a Payload document, so the
 * layout does not change when the collections do. Addresses are the order's, as written when it was
 * placed; texts that come from the admin (payment terms, a market's VAT note) arrive already in the
 * document's language. Amounts are net throughout; the lines carry no VAT of their own.
 */

/** A postal address as the order wrote it (the shape of `billing_address` in src/contracts/order.ts, plus a company line). */
export const documentAddress = z.strictObject({
  company: z.string().describe('The store or company, empty when the name is a person.'),
  full_name: z.string(),
  line_1: z.string(),
  line_2: z.string(),
  zip_code: z.string(),
  city: z.string(),
  country_code: z.string().describe('ISO 3166-1 alpha-2.'),
})

/** The house as it heads and foots each page: its name, seat, how to reach it, its legal lines. */
export const letterhead = z.strictObject({
  name: z.string(),
  address: documentAddress,
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  vat_id: z.string().describe('The house’s VAT identification number.'),
  register: z.string().describe('Commercial register court and number, and the managing directors, as one line.'),
  bank: z.strictObject({ name: z.string(), iban: z.string(), bic: z.string() }).nullable(),
})

export const documentLine = z.strictObject({
  position: z.int().min(1),
  article_number: z.string(),
  description: z.string(),
  options: z.array(z.string()).describe('The chosen options as the shop names them (metal colour, size, engraving …).'),
  quantity: z.int().min(1),
  serial_numbers: z.array(z.string()).describe('One per piece on a delivery note; empty elsewhere.'),
  unit_net: minor,
  line_net: minor,
  currency,
  estimated_delivery: calendarDay.nullable(),
})

export const documentTotals = z.strictObject({
  currency,
  lines_net: minor,
  shipping_net: minor.nullable(),
  net: minor,
  vat_rate_basis_points: z.int().refine(isVatRateBasisPoints).describe('1900 is 19 %, 810 is 8.1 %, 0 a zero-rated market.'),
  vat: minor,
  gross: minor,
})

const base = {
  language: z.enum(documentLanguages),
  letterhead,
  order_number: z.string(),
  order_date: calendarDay,
  document_date: calendarDay,
  customer_number: z.string().describe('The store’s number at the house, empty when it has none.'),
  customer_reference: z.string().describe('The jeweller’s own reference for the order, empty when none.'),
  billing_address: documentAddress,
  shipping_address: documentAddress,
  lines: z.array(documentLine),
}

export const confirmationView = z.strictObject({
  ...base,
  kind: z.literal('confirmation'),
  totals: documentTotals,
  payment_terms: z.string(),
})

export const deliveryNoteView = z.strictObject({
  ...base,
  kind: z.literal('delivery-note'),
  shipment: z.strictObject({
    number: z.string().describe('The shipment’s number, the delivery note’s own.'),
    shipped_on: calendarDay,
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
  }),
})

export const invoiceView = z.strictObject({
  ...base,
  kind: z.literal('invoice'),
  totals: documentTotals,
  payment_terms: z.string(),
  invoice: z.strictObject({
    number: z.string().describe('DE-2026-000123: src/domain/trade/invoiceNumber.ts.'),
    due_date: calendarDay.nullable(),
    delivery_date: calendarDay.nullable().describe('The day of supply, which an invoice must state; null when it is the document date.'),
    vat_note: z.string().describe('Why a zero rate applies (e.g. a tax-exempt export), in the document’s language; empty otherwise.'),
    customer_vat_id: z.string().describe('The billing store’s VAT identification number, empty when it has none.'),
  }),
})

export const orderDocumentView = z.discriminatedUnion('kind', [confirmationView, deliveryNoteView, invoiceView])

export type DocumentAddress = z.infer<typeof documentAddress>
export type Letterhead = z.infer<typeof letterhead>
export type DocumentLine = z.infer<typeof documentLine>
export type DocumentTotals = z.infer<typeof documentTotals>
export type ConfirmationView = z.infer<typeof confirmationView>
export type DeliveryNoteView = z.infer<typeof deliveryNoteView>
export type InvoiceView = z.infer<typeof invoiceView>
export type OrderDocumentView = z.infer<typeof orderDocumentView>
