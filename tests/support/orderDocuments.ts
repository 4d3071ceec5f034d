import type { DocumentAddress, DocumentLine, DocumentTotals, Letterhead, OrderDocumentView } from '@/contracts/orderDocuments'
import type { DocumentLanguage, OrderDocumentKind } from '@/domain/trade/orderDocuments'

/**
 * Order document views as the server will build them from an order of the demo house: a German
 * jeweller, a Tokyo one whose name and address are Japanese, lines with options and serials.
 */

export const house: Letterhead = {
  name: 'Aurelle',
  address: {
    company: 'Aurelle GmbH',
    full_name: '',
    line_1: 'Westliche Karl-Friedrich-Straße 56',
    line_2: '',
    zip_code: '75172',
    city: 'Pforzheim',
    country_code: 'DE',
  },
  phone: '+49 7231 123450',
  email: 'trade@aurelle.example',
  website: 'aurelle.example',
  vat_id: 'DE123456789',
  register: 'Amtsgericht Mannheim HRB 500123 · Geschäftsführung: Clara Weiß',
  bank: { name: 'Sparkasse Pforzheim Calw', iban: 'DE89 6665 0085 0000 1234 56', bic: 'PZHSDE66XXX' },
}

export const munich: DocumentAddress = {
  company: 'Juwelier Brenner',
  full_name: 'Sophie Brenner',
  line_1: 'Maximilianstraße 12',
  line_2: '',
  zip_code: '80539',
  city: 'München',
  country_code: 'DE',
}

export const tokyo: DocumentAddress = {
  company: '株式会社銀座宝飾',
  full_name: '山田 花子',
  line_1: '中央区銀座四丁目5番6号',
  line_2: '銀座ビル3階',
  zip_code: '104-0061',
  city: '東京都',
  country_code: 'JP',
}

/** A line of `quantity` pieces at `unitNet` minor units; serials numbered from `firstSerial`. */
export function line(
  position: number,
  quantity: number,
  unitNet: number,
  currency: DocumentLine['currency'] = 'EUR',
  firstSerial = 1000 * position,
): DocumentLine {
  return {
    position,
    article_number: `10-15${String(position).padStart(2, '0')}-00-2-GW`,
    description: position % 2 === 0 ? 'Ring „Aurora“, Gelbgold 750' : 'Collier Étoile, Weißgold 585',
    options: ['Weißgold 750', 'Ringweite 54', 'Gravur: „Für immer“'],
    quantity,
    serial_numbers: Array.from({ length: quantity }, (_, index) => `AU-26-${String(firstSerial + index).padStart(6, '0')}`),
    unit_net: unitNet,
    line_net: unitNet * quantity,
    currency,
    estimated_delivery: '2026-12-18',
  }
}

/** Net totals of `lines` with `shipping`, VAT at `rateBasisPoints` rounded half up on the net total. */
export function totalsOf(
  lines: readonly DocumentLine[],
  shipping: number | null,
  rateBasisPoints: number,
  currency: DocumentTotals['currency'] = 'EUR',
): DocumentTotals {
  const linesNet = lines.reduce((sum, l) => sum + l.line_net, 0)
  const net = linesNet + (shipping ?? 0)
  const vat = Math.round((net * rateBasisPoints) / 10000)
  return { currency, lines_net: linesNet, shipping_net: shipping, net, vat_rate_basis_points: rateBasisPoints, vat, gross: net + vat }
}

interface Options {
  language?: DocumentLanguage
  lines?: DocumentLine[]
  billing?: DocumentAddress
  shipping?: DocumentAddress
}

export function documentView(kind: OrderDocumentKind, options: Options = {}): OrderDocumentView {
  const lines = options.lines ?? [line(1, 2, 67100), line(2, 1, 134050), line(3, 3, 21990)]
  const billing = options.billing ?? munich
  const common = {
    language: options.language ?? 'de',
    letterhead: house,
    order_number: '2026-000042',
    order_date: '2026-11-20',
    document_date: '2026-11-29',
    customer_number: 'K-10234',
    customer_reference: 'Weihnachten Schaufenster',
    billing_address: billing,
    shipping_address: options.shipping ?? billing,
    lines,
  }
  const paymentTerms = 'Zahlbar innerhalb von 30 Tagen netto ab Rechnungsdatum.'
  if (kind === 'delivery-note') {
    return { ...common, kind, shipment: { number: '2026-000042-1', shipped_on: '2026-11-28', carrier: 'DHL Express', tracking_number: 'JD014600003828491234' } }
  }
  const totals = totalsOf(lines, 1500, 1900)
  if (kind === 'confirmation') return { ...common, kind, totals, payment_terms: paymentTerms }
  return {
    ...common,
    kind,
    totals,
    payment_terms: paymentTerms,
    invoice: { number: 'DE-2026-000123', due_date: '2026-12-29', delivery_date: '2026-11-28', vat_note: '', customer_vat_id: 'DE987654321' },
  }
}
