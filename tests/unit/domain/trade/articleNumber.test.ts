import { describe, expect, it } from 'vitest'
import products from '@seed/data/products.json'
import { isArticleNumber } from '@/domain/articleNumber'
import { decodeArticleLength, encodeArticleLength, isArticleLength, NO_LENGTH_PART } from '@/domain/trade/articleLength'
import type { ArticleNumberParts } from '@/domain/trade/articleNumberParts'
import { buildArticleNumber } from '@/domain/trade/buildArticleNumber'
import { InvalidArticleNumberError, type InvalidArticleNumberReason } from '@/domain/trade/invalidArticleNumberError'
import { parseArticleNumber } from '@/domain/trade/parseArticleNumber'
import type { SpecialColor } from '@/domain/trade/specialColors'
import { seededRandom } from '../../../support/tradeFixtures'

function reasonOf(run: () => unknown): InvalidArticleNumberReason | 'no error' {
  try {
    run()
    return 'no error'
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArticleNumberError)
    return (error as InvalidArticleNumberError).reason
  }
}

// Spec 2 §5: "A 4-digit length is padded with zeros and the decimal point is dropped in the article number."
describe('article length part', () => {
  it.each([
    [56, '0560'],
    [42.5, '0425'],
    [17, '0170'],
    [67.6, '0676'],
    [47, '0470'],
    [18, '0180'],
    [0.1, '0001'],
    [5.6, '0056'],
    [999.9, '9999'],
  ])('%d ↔ %s', (length, part) => {
    expect(encodeArticleLength(length)).toBe(part)
    expect(decodeArticleLength(part)).toBe(length)
  })

  it('keeps 56 and 5.6 apart (one fixed decimal place, so the encoding is lossless)', () => {
    expect(encodeArticleLength(56)).not.toBe(encodeArticleLength(5.6))
  })

  it.each([0, -1, 56.05, 42.25, 1000, 1234.5, Number.NaN, Number.POSITIVE_INFINITY, 0.04])('refuses the length %d', (length) => {
    expect(isArticleLength(length)).toBe(false)
    expect(reasonOf(() => encodeArticleLength(length))).toBe('length')
  })

  it('refuses non-numbers as lengths', () => {
    for (const value of ['56', null, undefined, {}]) expect(isArticleLength(value)).toBe(false)
  })

  it.each(['0000', '560', '05600', '05a0', ' 560', ''])('refuses the part %j (one spelling for no length: "00")', (part) => {
    expect(reasonOf(() => decodeArticleLength(part))).toBe('length')
  })

  it('reports the special-length reason when asked to', () => {
    expect(reasonOf(() => encodeArticleLength(0, 'special-length'))).toBe('special-length')
    expect(reasonOf(() => decodeArticleLength('0000', 'special-length'))).toBe('special-length')
  })

  it('writes a missing length as "00", as the demo catalogue does', () => {
    expect(NO_LENGTH_PART).toBe('00')
  })
})

describe('buildArticleNumber', () => {
  it('writes the five parts with hyphens, "00" without a length', () => {
    expect(buildArticleNumber({ product: '10', model: '1234', variant: '1', finish: 'WG' })).toBe('10-1234-00-1-WG')
    expect(buildArticleNumber({ product: '30', model: '0042', length: 18, variant: '2', finish: 'GW' })).toBe('30-0042-0180-2-GW')
    expect(buildArticleNumber({ product: '10', model: '1234', length: 56, variant: '1', finish: 'WG' })).toBe('10-1234-0560-1-WG')
  })

  // Spec 2 §3: "The full code adds special-colour and special-length suffixes."
  it('adds the special-colour suffix -C<n> and then the special-length suffix -L<tenths>', () => {
    const base = { product: '10', model: '1234', variant: '1', finish: 'WG' }
    expect(buildArticleNumber({ ...base, specialColor: 3 })).toBe('10-1234-00-1-WG-C3')
    expect(buildArticleNumber({ ...base, specialLength: 57.5 })).toBe('10-1234-00-1-WG-L0575')
    expect(buildArticleNumber({ ...base, length: 42.5, specialColor: 9, specialLength: 67.6 })).toBe('10-1234-0425-1-WG-C9-L0676')
    expect(buildArticleNumber({ ...base, length: null, specialColor: null, specialLength: null })).toBe('10-1234-00-1-WG')
  })

  it.each<[Record<string, unknown>, InvalidArticleNumberReason]>([
    [{ product: '1' }, 'product'],
    [{ product: 10 }, 'product'],
    [{ product: '1a' }, 'product'],
    [{ model: '123' }, 'model'],
    [{ model: '12345' }, 'model'],
    [{ variant: '12' }, 'variant'],
    [{ variant: 'a' }, 'variant'],
    [{ finish: 'wg' }, 'finish'],
    [{ finish: 'W' }, 'finish'],
    [{ finish: 'W1' }, 'finish'],
    [{ length: 0 }, 'length'],
    [{ length: 56.55 }, 'length'],
    [{ length: 1000 }, 'length'],
    [{ specialColor: 0 }, 'special-color'],
    [{ specialColor: 10 }, 'special-color'],
    [{ specialColor: 1.5 }, 'special-color'],
    [{ specialLength: -3 }, 'special-length'],
    [{ specialLength: 57.55 }, 'special-length'],
  ])('throws InvalidArticleNumberError for %j (%s)', (change, reason) => {
    const parts = { product: '10', model: '1234', variant: '1', finish: 'WG', ...change } as never
    expect(reasonOf(() => buildArticleNumber(parts))).toBe(reason)
  })
})

describe('parseArticleNumber', () => {
  it('reads a SKU code into its parts', () => {
    expect(parseArticleNumber('10-1234-00-1-WG')).toEqual({
      product: '10',
      model: '1234',
      length: null,
      variant: '1',
      finish: 'WG',
      specialColor: null,
      specialLength: null,
    })
    expect(parseArticleNumber('30-0042-0180-2-GW')).toMatchObject({ model: '0042', length: 18, variant: '2', finish: 'GW' })
  })

  it('reads the suffixes of a full code', () => {
    expect(parseArticleNumber('10-1234-0560-1-WG-C3-L0575')).toMatchObject({ length: 56, specialColor: 3, specialLength: 57.5 })
    expect(parseArticleNumber('10-1234-00-1-WG-L0676')).toMatchObject({ specialColor: null, specialLength: 67.6 })
  })

  // Spec 2 §5/§8: "An invalid article number is an error." / "Invalid article number: an error is thrown."
  it.each<[unknown, InvalidArticleNumberReason]>([
    [42, 'not-a-string'],
    [null, 'not-a-string'],
    [undefined, 'not-a-string'],
    ['', 'format'],
    ['10-1234-00-1', 'format'],
    ['10123400 1WG', 'format'],
    ['10-1234-00-1-WG-C3-L0575-X', 'format'],
    ['1-1234-00-1-WG', 'product'],
    ['AB-1234-00-1-WG', 'product'],
    ['10-123-00-1-WG', 'model'],
    ['10-1234-0-1-WG', 'length'],
    ['10-1234-000-1-WG', 'length'],
    ['10-1234-0000-1-WG', 'length'],
    ['10-1234-00560-1-WG', 'length'],
    ['10-1234-00-12-WG', 'variant'],
    ['10-1234-00--WG', 'variant'],
    ['10-1234-00-1-wg', 'finish'],
    ['10-1234-00-1-WGG', 'finish'],
    ['10-1234-00-1-W', 'finish'],
    [' 10-1234-00-1-WG', 'product'],
    ['10-1234-00-1-WG ', 'finish'],
    ['10-1234-00-1-WG-C0', 'special-color'],
    ['10-1234-00-1-WG-C10', 'special-color'],
    ['10-1234-00-1-WG-Cx', 'special-color'],
    ['10-1234-00-1-WG-L0000', 'special-length'],
    ['10-1234-00-1-WG-L575', 'special-length'],
    ['10-1234-00-1-WG-L0575-C3', 'suffix'],
    ['10-1234-00-1-WG-C3-C4', 'suffix'],
    ['10-1234-00-1-WG-L0575-L0580', 'suffix'],
    ['10-1234-00-1-WG-X1', 'suffix'],
    ['10-1234-00-1-WG-', 'suffix'],
  ])('throws InvalidArticleNumberError for %j (%s)', (code, reason) => {
    expect(reasonOf(() => parseArticleNumber(code))).toBe(reason)
  })

  it('names the whole code and the reason in the message', () => {
    try {
      parseArticleNumber('10-1234-0000-1-WG')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(Error)
      expect((error as Error).name).toBe('InvalidArticleNumberError')
      expect((error as InvalidArticleNumberError).value).toBe('10-1234-0000-1-WG')
      expect((error as Error).message).toContain('"10-1234-0000-1-WG"')
      expect((error as Error).message).toContain('length part')
    }
  })
})

describe('build and parse are inverse (property-style, seeded)', () => {
  const random = seededRandom(20260514)
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('')
  const letter = () => String.fromCharCode(65 + Math.floor(random() * 26))
  const tenthsLength = () => (1 + Math.floor(random() * 9999)) / 10
  const maybe = <T>(make: () => T): T | null => (random() < 0.5 ? null : make())

  function randomParts(): ArticleNumberParts {
    return {
      product: digits(2),
      model: digits(4),
      length: maybe(tenthsLength),
      variant: digits(1),
      finish: letter() + letter(),
      specialColor: maybe(() => (1 + Math.floor(random() * 9)) as SpecialColor),
      specialLength: maybe(tenthsLength),
    }
  }

  it('parse(build(parts)) gives the parts back for 5000 generated part sets', () => {
    const failures: unknown[] = []
    for (let i = 0; i < 5000; i++) {
      const parts = randomParts()
      const code = buildArticleNumber(parts)
      const back = parseArticleNumber(code)
      if (JSON.stringify(back) !== JSON.stringify(parts) || buildArticleNumber(back) !== code) failures.push({ parts, code, back })
    }
    expect(failures).toEqual([])
  })

  it('every length of one decimal from 0.1 to 999.9 encodes and decodes to itself', () => {
    const failures: number[] = []
    for (let tenths = 1; tenths <= 9999; tenths++) {
      const length = tenths / 10
      const part = encodeArticleLength(length)
      if (part !== String(tenths).padStart(4, '0') || decodeArticleLength(part) !== length) failures.push(length)
    }
    expect(failures).toEqual([])
  })

  it('any string either parses and rebuilds to itself or throws InvalidArticleNumberError (2000 mutated codes)', () => {
    const alphabet = '0123456789-ABCGLWX cw.'
    let parsed = 0
    for (let i = 0; i < 2000; i++) {
      const chars = [...buildArticleNumber(randomParts())]
      const edits = 1 + Math.floor(random() * 3)
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(random() * (chars.length + 1))
        const op = random()
        const char = alphabet[Math.floor(random() * alphabet.length)] as string
        if (op < 0.4) chars.splice(at, 1, char)
        else if (op < 0.7) chars.splice(at, 1)
        else chars.splice(at, 0, char)
      }
      const code = chars.join('')
      try {
        const parts = parseArticleNumber(code)
        expect(buildArticleNumber(parts)).toBe(code)
        parsed++
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidArticleNumberError)
      }
    }
    // Some mutations stay valid (a digit for a digit); the test must exercise both branches.
    expect(parsed).toBeGreaterThan(0)
    expect(parsed).toBeLessThan(2000)
  })
})

describe("isArticleNumber (the products collection's mpn check)", () => {
  it('accepts every article number of the demo catalogue ("00" where the length is absent)', () => {
    const mpns = (products as { mpn: string }[]).map((p) => p.mpn)
    expect(mpns.length).toBeGreaterThan(30)
    for (const mpn of mpns) {
      expect(isArticleNumber(mpn), mpn).toBe(true)
      expect(buildArticleNumber(parseArticleNumber(mpn))).toBe(mpn)
    }
  })

  it('accepts the examples of the spec with and without a length', () => {
    expect(isArticleNumber('10-1234-00-1-WG')).toBe(true)
    expect(isArticleNumber('30-0042-0180-2-GW')).toBe(true)
    expect(isArticleNumber('10-1234-0425-1-GG')).toBe(true)
  })

  it("refuses full codes: a product has a SKU code, not a configured item's code", () => {
    expect(isArticleNumber('10-1234-00-1-WG-C3')).toBe(false)
    expect(isArticleNumber('10-1234-00-1-WG-L0575')).toBe(false)
  })

  it('refuses anything else without throwing', () => {
    for (const v of ['10-1234-00-1-wg', '1-1234-00-1-WG', '10-1234-00-1', '10-1234-0000-1-WG', '', 42, null, undefined, {}]) {
      expect(isArticleNumber(v)).toBe(false)
    }
  })
})
