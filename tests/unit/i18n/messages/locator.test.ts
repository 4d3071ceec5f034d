import { describe, expect, it } from 'vitest'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import ja from '@/i18n/messages/ja.json'
import ko from '@/i18n/messages/ko.json'
import zhHans from '@/i18n/messages/zh-hans.json'
import { weekdays } from '@/domain/locator/openingHours'
import { storeTypes } from '@/domain/locator/storeTypes'

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)]

describe('store locator messages', () => {
  const all = { de, en, ja, ko, 'zh-hans': zhHans }

  it('every locale has the same non-empty locator keys as German', () => {
    const german = keys(de.locator).sort()
    for (const [locale, messages] of Object.entries(all)) {
      expect(keys(messages.locator).sort(), locale).toEqual(german)
      for (const key of keys(messages.locator))
        expect(
          key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], messages.locator),
          `${locale} ${key}`,
        ).not.toBe('')
    }
  })

  it("has the spec's key jeweler.location-error in every locale", () => {
    for (const [locale, messages] of Object.entries(all)) expect(messages.jeweler['location-error'], locale).toBeTruthy()
  })

  it('names every store type and weekday, and credits GeoNames', () => {
    expect(Object.keys(de.locator.types).sort()).toEqual([...storeTypes].sort())
    expect(Object.keys(de.locator.weekdays)).toEqual([...weekdays])
    for (const messages of Object.values(all)) expect(messages.locator.attribution).toContain('© GeoNames (CC BY 4.0)')
  })
})
