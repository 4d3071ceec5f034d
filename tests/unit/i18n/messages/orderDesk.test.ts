import { describe, expect, it } from 'vitest'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import ja from '@/i18n/messages/ja.json'
import ko from '@/i18n/messages/ko.json'
import zhHans from '@/i18n/messages/zh-hans.json'
import { moveRefusalCodes } from '@/domain/orders/moveRefusals'
import { deskFilters } from '@/server/orders/orderDeskView'

// Issue 33: the admin's order desk (src/components/admin/OrderDesk*.tsx), in every catalogue, real
// translations: the admin team reads German and English, the catalogues stay complete.
const entries = (value: unknown, prefix = ''): [string, string][] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => entries(v, `${prefix}${k}.`)) : [[prefix.slice(0, -1), String(value)]]
/** The arguments a text takes: `{name}` and `{count, plural, …}`, not a plural's branches (`one {…}`). */
const placeholders = (text: string) => [...new Set([...text.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s?)\{(\w+)/g)].map((m) => m[1]))].sort()

const others = { en, ja, ko, 'zh-hans': zhHans }

describe('order desk messages', () => {
  it('every locale has the same non-empty keys as German, with the same placeholders', () => {
    const german = new Map(entries(de.orderDesk))
    for (const [locale, messages] of Object.entries(others)) {
      const translated = new Map(entries(messages.orderDesk))
      expect([...translated.keys()].sort(), locale).toEqual([...german.keys()].sort())
      for (const [key, text] of translated) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(german.get(key) ?? ''))
      }
    }
  })

  it('name every refusal of the house API by its code, and every filter', () => {
    for (const messages of [de, ...Object.values(others)]) {
      expect(Object.keys(messages.orderDesk.moves.refused).sort()).toEqual([...moveRefusalCodes].sort())
      expect(Object.keys(messages.orderDesk.filter).filter((k) => k !== 'label')).toEqual([...deskFilters])
    }
  })

  it('are translated, not copied', () => {
    const german = new Map(entries(de.orderDesk))
    for (const [locale, messages] of Object.entries(others)) {
      const translated = new Map(entries(messages.orderDesk))
      for (const key of ['moves.confirm-title', 'moves.ship-serial', 'moves.refused.move-not-allowed', 'filter.placed', 'deliveries.heading']) {
        expect(translated.get(key), `${locale} ${key}`).not.toBe(german.get(key))
      }
    }
  })
})
