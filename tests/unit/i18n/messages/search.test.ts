import { describe, expect, it } from 'vitest'
import { createTranslator, type Locale } from 'next-intl'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import ja from '@/i18n/messages/ja.json'
import ko from '@/i18n/messages/ko.json'
import zhHans from '@/i18n/messages/zh-hans.json'

const catalogues = { de, en, ja, ko, 'zh-hans': zhHans }

describe('search messages', () => {
  it('every locale has the German keys, filled in', () => {
    const keys = Object.keys(de.search).sort()
    for (const [locale, messages] of Object.entries(catalogues)) {
      expect(Object.keys(messages.search).sort(), locale).toEqual(keys)
      for (const value of Object.values(messages.search)) expect(value.trim(), locale).not.toBe('')
    }
  })

  it('counts with singular and plural labels', () => {
    // ko is a data locale, not a routed one; its catalogue is formatted all the same.
    const t = (locale: keyof typeof catalogues) => createTranslator({ locale: locale as Locale, messages: catalogues[locale], namespace: 'search' })
    expect(t('de')('count', { count: 1 })).toBe('1 Ergebnis')
    expect(t('de')('count', { count: 81 })).toBe('81 Ergebnisse')
    expect(t('en')('count', { count: 1 })).toBe('1 result')
    expect(t('en')('count', { count: 2 })).toBe('2 results')
    expect(t('de')('resultsFor', { query: 'Ring' })).toBe('Ergebnisse für „Ring“')
    for (const locale of Object.keys(catalogues) as (keyof typeof catalogues)[]) {
      for (const count of [0, 1, 5]) {
        expect(t(locale)('count', { count }), locale).toContain(String(count))
        expect(t(locale)('suggestionsCount', { count }), locale).not.toBe('')
      }
    }
  })
})
