import { describe, expect, it } from 'vitest'
import { invoiceNumberOf, isMarketCode, nextInvoiceNumber, parseInvoiceNumber } from '@/domain/trade/invoiceNumber'

// Issue 33: "sequential invoice number per market".
describe('invoice numbers', () => {
  it('name the market, the year and the running number, padded to six digits', () => {
    expect(invoiceNumberOf('DE', 2026, 123)).toBe('DE-2026-000123')
    expect(invoiceNumberOf('CH', 2026, 1)).toBe('CH-2026-000001')
    expect(invoiceNumberOf('AT', 2027, 1234567)).toBe('AT-2027-1234567')
  })

  it('refuse what is no market, year or running number', () => {
    for (const market of ['de', 'DEU', '', 'D1']) expect(() => invoiceNumberOf(market, 2026, 1)).toThrow(RangeError)
    for (const year of [26, 10000, 2026.5]) expect(() => invoiceNumberOf('DE', year, 1)).toThrow(RangeError)
    for (const sequence of [0, -1, 1.5, Number.NaN]) expect(() => invoiceNumberOf('DE', 2026, sequence)).toThrow(RangeError)
    expect(isMarketCode('JP')).toBe(true)
    expect(isMarketCode('jp')).toBe(false)
  })

  it('read a number back into its parts', () => {
    expect(parseInvoiceNumber('DE-2026-000123')).toEqual({ market: 'DE', year: 2026, sequence: 123 })
    expect(parseInvoiceNumber('AT-2027-1234567')).toEqual({ market: 'AT', year: 2027, sequence: 1234567 })
    for (const text of ['2026-000123', 'DE-2026-123', 'DE-2026-000000', 'de-2026-000001', '', null, undefined]) {
      expect(parseInvoiceNumber(text)).toBeNull()
    }
  })

  it('count each market and year on its own, from 1', () => {
    expect(nextInvoiceNumber(null, 'DE', 2026)).toBe('DE-2026-000001')
    expect(nextInvoiceNumber('DE-2026-000041', 'DE', 2026)).toBe('DE-2026-000042')
    expect(nextInvoiceNumber('DE-2026-999999', 'DE', 2026)).toBe('DE-2026-1000000')
    // Another market's or year's highest number starts a new series.
    expect(nextInvoiceNumber('AT-2026-000041', 'DE', 2026)).toBe('DE-2026-000001')
    expect(nextInvoiceNumber('DE-2025-000900', 'DE', 2026)).toBe('DE-2026-000001')
    expect(nextInvoiceNumber('rubbish', 'CH', 2026)).toBe('CH-2026-000001')
  })
})
