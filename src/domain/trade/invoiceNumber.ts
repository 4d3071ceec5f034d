/**
 * An invoice's number (issue 33): its market, the year it was issued and its place in that market's
 * invoices of that year, "DE-2026-000123". German and Austrian VAT law ask for a unique number from
 * one or more consecutive series; one series per market and year keeps each market's books gapless
 * on their own and lets a market's accountant read its numbers without the others'. The running
 * part is padded to six digits so that, within a series, later numbers also sort later as text.
 * The counter itself (the highest number issued so far per market and year) is storage and not
 * here: nextInvoiceNumber takes it as it was read, in the same transaction that writes the invoice.
 */

/** A market is named by its country's ISO 3166-1 alpha-2 code, upper case (DE, AT, CH, JP …). */
export type MarketCode = string

const MARKET = /^[A-Z]{2}$/
const NUMBER = /^([A-Z]{2})-(\d{4})-(\d{6,})$/

export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === 'string' && MARKET.test(value)
}

/** "DE", 2026, 123 → "DE-2026-000123"; anything that is no market, year or running number throws. */
export function invoiceNumberOf(market: MarketCode, year: number, sequence: number): string {
  if (!isMarketCode(market)) throw new RangeError(`Not a market code: ${String(market)}`)
  if (!Number.isSafeInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Not a year: ${year}`)
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a running number: ${sequence}`)
  return `${market}-${year}-${String(sequence).padStart(6, '0')}`
}

/** The parts of an invoice number, or null for any other text. */
export function parseInvoiceNumber(number: string | null | undefined): { market: MarketCode; year: number; sequence: number } | null {
  const match = NUMBER.exec(number ?? '')
  if (!match) return null
  const sequence = Number(match[3])
  if (!Number.isSafeInteger(sequence) || sequence < 1) return null
  return { market: match[1], year: Number(match[2]), sequence }
}

/**
 * The number after the highest one of `market` in `year` (null: none yet). A highest number of
 * another market or year does not count: each series starts at 1 on its own.
 */
export function nextInvoiceNumber(highest: string | null, market: MarketCode, year: number): string {
  const parts = parseInvoiceNumber(highest)
  const current = parts && parts.market === market && parts.year === year ? parts.sequence : 0
  return invoiceNumberOf(market, year, current + 1)
}
