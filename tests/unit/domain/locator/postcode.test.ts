import { describe, expect, it } from 'vitest'
import { namesAustria, postcodeCountry, splitPostcodeQuery } from '@/domain/locator/postcode'

describe('postcode rule (spec 2 §5, spec 3 §5)', () => {
  it('treats 4 digits as Swiss and 5 as German', () => {
    expect(postcodeCountry('8001')).toBe('CH')
    expect(postcodeCountry('75173')).toBe('DE')
  })

  it('treats 4 digits as Austrian only when asked', () => {
    expect(postcodeCountry('1010', true)).toBe('AT')
    expect(postcodeCountry('80331', true)).toBe('DE')
  })

  it('falls back to Austria for a 4-digit code Switzerland does not have, not the other way', () => {
    const only =
      (...countries: string[]) =>
      (country: string) =>
        countries.includes(country)
    expect(postcodeCountry('5020', false, only('AT'))).toBe('AT')
    expect(postcodeCountry('8001', false, only('CH', 'AT'))).toBe('CH')
    expect(postcodeCountry('9999', false, only())).toBe('CH')
    // Austria named: the visitor's word stands.
    expect(postcodeCountry('1000', true, only('CH'))).toBe('AT')
  })

  it('knows no other lengths or non-digits', () => {
    for (const code of ['800', '123456', '8O01', '', ' 8001']) expect(postcodeCountry(code)).toBeNull()
  })

  it('splits a code from the words beside it', () => {
    expect(splitPostcodeQuery('1010 Wien')).toEqual({ code: '1010', words: ['wien'] })
    expect(splitPostcodeQuery('A-1010')).toEqual({ code: '1010', words: ['a'] })
    expect(splitPostcodeQuery('München')).toEqual({ code: null, words: ['münchen'] })
  })

  it('recognises Austria named beside a code', () => {
    expect(namesAustria(['österreich'])).toBe(true)
    expect(namesAustria(['austria'])).toBe(true)
    expect(namesAustria(['at'])).toBe(true)
    expect(namesAustria(['zürich'])).toBe(false)
  })
})
