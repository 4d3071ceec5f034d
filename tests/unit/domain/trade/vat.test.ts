import { describe, expect, it } from 'vitest'
import { isVatPercent, readVatRates, vatBasisPoints, vatOn, vatRateFor, vatTotals } from '@/domain/trade/vat'

describe('VAT on a trade order (issue 33)', () => {
  it('holds a rate as whole basis points and refuses more than two decimals or a rate outside 0–100', () => {
    expect(vatBasisPoints(19)).toBe(1900)
    expect(vatBasisPoints(8.1)).toBe(810)
    expect(vatBasisPoints(7.65)).toBe(765)
    expect(vatBasisPoints(0)).toBe(0)
    expect(isVatPercent(8.125)).toBe(false)
    expect(isVatPercent(-1)).toBe(false)
    expect(isVatPercent(100.5)).toBe(false)
    expect(isVatPercent(Number.NaN)).toBe(false)
    expect(isVatPercent('19')).toBe(false)
    expect(() => vatBasisPoints(8.125)).toThrow(RangeError)
  })

  it('rounds half away from zero to the minor unit', () => {
    // 19 % of 38.484,00 € is 7.311,96 € exactly.
    expect(vatOn(3_848_400, 19)).toBe(731_196)
    // 19 % of 0,50 € is 0,095 €: half a cent goes up.
    expect(vatOn(50, 19)).toBe(10)
    // 19 % of 0,49 € is 0,0931 €: down.
    expect(vatOn(49, 19)).toBe(9)
    // 8.1 % of 1.234,55 CHF is 99,99855 CHF.
    expect(vatOn(123_455, 8.1)).toBe(10_000)
    // 8.1 % of 12,50 CHF is 1,0125 CHF.
    expect(vatOn(1250, 8.1)).toBe(101)
    // Whole yen: 10 % of ¥1,235 is ¥123.5, which goes up.
    expect(vatOn(1235, 10)).toBe(124)
    // A credit rounds away from zero too, so it mirrors the charge.
    expect(vatOn(-50, 19)).toBe(-10)
    expect(vatOn(0, 19)).toBe(0)
  })

  it('stays exact beyond 2^53 intermediate products', () => {
    // 9·10^13 cents × 1900 bp exceeds Number.MAX_SAFE_INTEGER; the result is exact.
    expect(vatOn(90_000_000_000_001, 19)).toBe(17_100_000_000_000)
    expect(() => vatOn(0.5, 19)).toThrow(RangeError)
  })

  it('makes net + VAT = gross; a zero-rated market charges none', () => {
    expect(vatTotals(3_848_400, 19)).toEqual({ net: 3_848_400, vat: 731_196, gross: 4_579_596 })
    expect(vatTotals(258_000, 20)).toEqual({ net: 258_000, vat: 51_600, gross: 309_600 })
    expect(vatTotals(123_455, 0)).toEqual({ net: 123_455, vat: 0, gross: 123_455 })
  })

  it('finds a country’s rate in any case and knows no rate for a country without a row', () => {
    const rates = readVatRates([
      { country: 'de', percent: 19 },
      { country: 'CH', percent: 8.1 },
      { country: 'JP', percent: 0 },
      { country: 'DE', percent: 7 },
      { country: 'Austria', percent: 20 },
      { country: 'AT', percent: 8.125 },
      { country: 'FR' },
    ])
    expect(rates).toEqual([
      { country: 'DE', percent: 19 },
      { country: 'CH', percent: 8.1 },
      { country: 'JP', percent: 0 },
    ])
    expect(vatRateFor(rates, ' ch ')).toEqual({ country: 'CH', percent: 8.1 })
    expect(vatRateFor(rates, 'JP')?.percent).toBe(0)
    expect(vatRateFor(rates, 'AT')).toBeNull()
    expect(vatRateFor(rates, '')).toBeNull()
    expect(readVatRates(null)).toEqual([])
  })
})
