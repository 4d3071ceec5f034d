import { describe, expect, it } from 'vitest'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import ja from '@/i18n/messages/ja.json'
import ko from '@/i18n/messages/ko.json'
import zhHans from '@/i18n/messages/zh-hans.json'
import { engravingSymbols } from '@/domain/trade/engravingSymbols'
import { specialColors } from '@/domain/trade/specialColors'

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)]

describe('shop messages', () => {
  it('every locale has the same non-empty shop keys as German, the spec’s keys among them', () => {
    const german = keys(de.shop).sort()
    expect(german).toContain('product-list.placeholder')
    expect(german).toContain('hint.too-large-quantity')
    expect(german).toContain('error.delivery-date-too-early')
    for (const [locale, messages] of Object.entries({ en, ja, ko, 'zh-hans': zhHans })) {
      expect(keys(messages.shop).sort(), locale).toEqual(german)
    }
  })

  it('names every special colour and engraving symbol', () => {
    expect(Object.keys(de.shop['special-color'].colors).sort()).toEqual(Object.values(specialColors).sort())
    expect(Object.keys(de.shop.engraving['symbol-names']).sort()).toEqual([...engravingSymbols].sort())
  })

  it('the too-large-quantity hint carries both numbers in every locale', () => {
    for (const messages of [de, en, ja, ko, zhHans]) {
      expect(messages.shop.hint['too-large-quantity']).toMatch(/\{quantity\}.*\{max\}|\{max\}.*\{quantity\}/)
    }
  })
})
