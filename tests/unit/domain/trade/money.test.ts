import { describe, expect, it } from 'vitest'
import { currencies, DEFAULT_CURRENCY, isAmountMinor, isCurrency, minorUnit, type Currency } from '@/domain/trade/currencies'
import { formatAmount, formatOptionalAmount } from '@/domain/trade/formatAmount'
import { formatPrice, roundToWholeUnits } from '@/domain/trade/formatPrice'

/** Intl separates amount and symbol with a no-break space; the tests write it as a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('currencies (spec 2 §9)', () => {
  // "Minor units: 100 for EUR, USD, CAD, CHF, CNY; 1 for JPY, KRW."
  it.each<[Currency, number]>([
    ['EUR', 100],
    ['USD', 100],
    ['CAD', 100],
    ['CHF', 100],
    ['CNY', 100],
    ['JPY', 1],
    ['KRW', 1],
  ])('%s has a minor unit of %i', (currency, unit) => {
    expect(minorUnit(currency)).toBe(unit)
  })

  it('knows exactly the seven currencies, "Default currency EUR"', () => {
    expect(Object.keys(currencies).sort()).toEqual(['CAD', 'CHF', 'CNY', 'EUR', 'JPY', 'KRW', 'USD'])
    expect(DEFAULT_CURRENCY).toBe('EUR')
  })

  it('guards currency codes', () => {
    for (const code of Object.keys(currencies)) expect(isCurrency(code)).toBe(true)
    for (const code of ['eur', 'GBP', '', 'toString', 'constructor', null, 100]) expect(isCurrency(code)).toBe(false)
  })

  it('takes amounts as safe integers of minor units, never floats', () => {
    for (const value of [0, 1, 123456, -50, Number.MAX_SAFE_INTEGER]) expect(isAmountMinor(value)).toBe(true)
    for (const value of [12.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1, '100', null]) expect(isAmountMinor(value)).toBe(false)
  })
})

// Spec 2 §9: "Prices shown in de-DE format with no decimals".
describe('formatPrice', () => {
  it.each<[number, Currency, string]>([
    [123456, 'EUR', '1.235 €'],
    [123449, 'EUR', '1.234 €'],
    [123450, 'EUR', '1.235 €'],
    [249000, 'EUR', '2.490 €'],
    [0, 'EUR', '0 €'],
    [49, 'EUR', '0 €'],
    [50, 'EUR', '1 €'],
    [123456, 'CHF', '1.235 CHF'],
    [123456, 'USD', '1.235 $'],
    [123456, 'CAD', '1.235 CA$'],
    [123456, 'CNY', '1.235 CN¥'],
    [123456, 'JPY', '123.456 ¥'],
    [123456, 'KRW', '123.456 ₩'],
    [1, 'JPY', '1 ¥'],
    [1234567890, 'KRW', '1.234.567.890 ₩'],
  ])('%i minor units of %s → %s', (amount, currency, expected) => {
    expect(plain(formatPrice(amount, currency))).toBe(expected)
  })

  it('keeps amount and symbol together with a no-break space', () => {
    expect(formatPrice(100, 'EUR')).toBe('1\u00a0€')
  })

  it('refuses floats and unknown currencies instead of showing a wrong price', () => {
    expect(() => formatPrice(12.5, 'EUR')).toThrow(RangeError)
    expect(() => formatPrice(Number.NaN, 'JPY')).toThrow(RangeError)
    expect(() => formatPrice(100, 'GBP' as Currency)).toThrow(RangeError)
  })
})

describe('roundToWholeUnits (half up, in integers)', () => {
  it.each<[number, Currency, number]>([
    [123449, 'EUR', 1234],
    [123450, 'EUR', 1235],
    [123499, 'CHF', 1235],
    [100, 'EUR', 1],
    [0, 'EUR', 0],
    [-149, 'EUR', -1],
    [-150, 'EUR', -2],
    [123456, 'JPY', 123456],
    [-7, 'KRW', -7],
  ])('%i %s → %i', (amount, currency, whole) => {
    expect(roundToWholeUnits(amount, currency)).toBe(whole)
  })

  it('rounds every cent value of a whole unit the same way as its decimal text would (.50 up)', () => {
    for (let cents = 0; cents < 100; cents++) expect(roundToWholeUnits(700 + cents, 'EUR')).toBe(cents < 50 ? 7 : 8)
  })
})

// Spec 2 §9: "cart amounts are in cents".
describe('formatAmount (with minor units, for the cart)', () => {
  it.each<[number, Currency, string]>([
    [123456, 'EUR', '1.234,56 €'],
    [5, 'EUR', '0,05 €'],
    [0, 'CHF', '0,00 CHF'],
    [100, 'USD', '1,00 $'],
    [-1999, 'EUR', '-19,99 €'],
    [-5, 'EUR', '-0,05 €'],
    [123456, 'JPY', '123.456 ¥'],
    [123456, 'KRW', '123.456 ₩'],
  ])('%i minor units of %s → %s', (amount, currency, expected) => {
    expect(plain(formatAmount(amount, currency))).toBe(expected)
  })

  it('prints amounts beyond float precision of the decimal exactly', () => {
    // 90071992547409.91 is not representable as a double; built from integers it prints as given.
    expect(plain(formatAmount(9007199254740991, 'EUR'))).toBe('90.071.992.547.409,91 €')
  })

  it('refuses floats', () => {
    expect(() => formatAmount(10.5, 'EUR')).toThrow(RangeError)
  })
})

// The portal's amounts: a row may have none, an imported one may carry a currency the shop does not sell in.
describe('formatOptionalAmount (portal rows, de-DE in every language)', () => {
  it('writes a known currency as formatAmount does', () => {
    expect(plain(formatOptionalAmount(123456, 'EUR'))).toBe('1.234,56 €')
    expect(plain(formatOptionalAmount(123456, 'JPY'))).toBe('123.456 ¥')
  })

  it('leaves a missing amount blank and writes the number alone without a known currency', () => {
    expect(formatOptionalAmount(null, 'EUR')).toBe('')
    expect(formatOptionalAmount(undefined, 'EUR')).toBe('')
    expect(formatOptionalAmount(123456, null)).toBe('123.456')
    expect(formatOptionalAmount(123456, 'XAU')).toBe('123.456')
  })

  it("rounds a fraction of a minor unit to the currency's digits instead of refusing it", () => {
    expect(plain(formatOptionalAmount(1234.5, 'EUR'))).toBe('12,35 €')
  })
})
