import { describe, expect, it } from 'vitest'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import ja from '@/i18n/messages/ja.json'
import ko from '@/i18n/messages/ko.json'
import zhHans from '@/i18n/messages/zh-hans.json'
import { refusalReasons } from '@/domain/portal/receiving'

// Issue 33: the portal's receiving panel (src/components/portal/ReceivePanel.tsx), in every catalogue.
const entries = (value: unknown, prefix = ''): [string, string][] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => entries(v, `${prefix}${k}.`)) : [[prefix.slice(0, -1), String(value)]]
/** The arguments a text takes: `{name}` and `{count, plural, …}`, not a plural's branches (`one {…}`). */
const placeholders = (text: string) => [...new Set([...text.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s?)\{(\w+)/g)].map((m) => m[1]!))].sort()

const others = { en, ja, ko, 'zh-hans': zhHans }

describe('receiving messages', () => {
  it('word every refusal the client knows', () => {
    expect(Object.keys(de.portal.receive.refusal).sort()).toEqual([...refusalReasons].sort())
  })

  it('every locale has the same non-empty keys as German and names what German names (a count may be left to the words)', () => {
    const german = new Map(entries(de.portal.receive))
    for (const [locale, messages] of Object.entries(others)) {
      const translated = new Map(entries(messages.portal.receive))
      expect([...translated.keys()].sort(), locale).toEqual([...german.keys()].sort())
      for (const [key, text] of translated) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('')
        const wanted = placeholders(german.get(key) ?? '')
        expect(
          placeholders(text).filter((p) => !wanted.includes(p)),
          `${locale} ${key}`,
        ).toEqual([])
        expect(
          wanted.filter((p) => p !== 'count' && !placeholders(text).includes(p)),
          `${locale} ${key}`,
        ).toEqual([])
      }
    }
  })

  it('are translated, not copied', () => {
    const german = new Map(entries(de.portal.receive))
    for (const [locale, messages] of Object.entries(others)) {
      const translated = new Map(entries(messages.portal.receive))
      for (const [key, text] of translated) if (key !== 'refused-serial') expect(text, `${locale} ${key}`).not.toBe(german.get(key))
    }
  })
})
