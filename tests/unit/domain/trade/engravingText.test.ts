import { describe, expect, it } from 'vitest'
import { engravingSymbols } from '@/domain/trade/engravingSymbols'
import { ENGRAVING_TEXT_MAX_LENGTH, engravingTextError, engravingTextLength, parseEngravingText, symbolToken } from '@/domain/trade/engravingText'

// Issue 14: "the 17 symbols insertable into text".
describe('engraving text with symbols', () => {
  it('writes a symbol as its name in braces', () => {
    expect(symbolToken('heart_filled')).toBe('{heart_filled}')
  })

  it('splits a text into letters and symbols', () => {
    expect(parseEngravingText('Anna {heart_filled} Ben')).toEqual([
      { kind: 'text', text: 'Anna ' },
      { kind: 'symbol', symbol: 'heart_filled' },
      { kind: 'text', text: ' Ben' },
    ])
    expect(parseEngravingText('{infinity}{rings_2}')).toEqual([
      { kind: 'symbol', symbol: 'infinity' },
      { kind: 'symbol', symbol: 'rings_2' },
    ])
    expect(parseEngravingText('')).toEqual([])
  })

  it('reads every one of the 17 symbols', () => {
    for (const symbol of engravingSymbols) expect(parseEngravingText(`A${symbolToken(symbol)}B`)?.[1]).toEqual({ kind: 'symbol', symbol })
  })

  it('refuses unknown symbols and stray braces', () => {
    for (const text of ['{heart}', 'A {Heart_filled}', '{heart_filled', 'heart_filled}', '{}', '{{rose}}', 'a { b']) {
      expect(parseEngravingText(text), text).toBeNull()
    }
  })

  it('accepts letters of any script, digits and common punctuation', () => {
    for (const text of ['Für immer', 'Ø & Å', '12.05.2026', "Anna + Ben 'n", 'ずっと一緒', '영원히', '永远', 'A/B (1)', 'Ja!?']) {
      expect(parseEngravingText(text), text).not.toBeNull()
    }
  })

  it('refuses what cannot be engraved: emoji, tabs, line breaks, long dashes', () => {
    for (const text of ['Love ❤️', 'A\tB', 'A\nB', 'A – B', '<b>']) expect(parseEngravingText(text), text).toBeNull()
  })

  it('counts characters by code point and a symbol as one', () => {
    expect(engravingTextLength(parseEngravingText('Anna {heart_filled} Ben') ?? [])).toBe(10)
    expect(engravingTextLength(parseEngravingText('𝒜é漢') ?? [])).toBe(3)
  })

  it('treats a decomposed accent as the letter it shows', () => {
    expect(engravingTextLength(parseEngravingText('Rene\u0301') ?? [])).toBe(4)
  })
})

describe('engravingTextError', () => {
  it('is null for a valid text', () => {
    expect(engravingTextError('Liebe')).toBeNull()
    expect(engravingTextError('Anna {heart_filled} Ben')).toBeNull()
  })

  it("requires a text for a text engraving (the project's required-field key)", () => {
    expect(engravingTextError('')).toBe('form-general.required-field')
    expect(engravingTextError('   ')).toBe('form-general.required-field')
  })

  it(`allows at most ${ENGRAVING_TEXT_MAX_LENGTH} characters, a symbol counting as one`, () => {
    expect(ENGRAVING_TEXT_MAX_LENGTH).toBe(30)
    expect(engravingTextError('a'.repeat(30))).toBeNull()
    expect(engravingTextError('a'.repeat(31))).toBe('form-general.error.too-long')
    expect(engravingTextError(symbolToken('wedding_wagon').repeat(30))).toBeNull()
    expect(engravingTextError(symbolToken('wedding_wagon').repeat(31))).toBe('form-general.error.too-long')
    // Spaces around the text are not engraved, so they do not count.
    expect(engravingTextError(`  ${'a'.repeat(30)}  `)).toBeNull()
  })

  it('refuses unknown symbols and characters', () => {
    expect(engravingTextError('Anna {heart}')).toBe('form-general.error.invalid-value')
    expect(engravingTextError('Anna 💍')).toBe('form-general.error.invalid-value')
  })
})
