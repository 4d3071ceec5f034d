import { describe, expect, it } from 'vitest'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import ja from '@/i18n/messages/ja.json'
import ko from '@/i18n/messages/ko.json'
import zhHans from '@/i18n/messages/zh-hans.json'
import { orderClientNamespaces } from '@/i18n/clientMessages'

// Issue 33: the order page's texts (src/components/orders/), in every catalogue, real translations.
const entries = (value: unknown, prefix = ''): [string, string][] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => entries(v, `${prefix}${k}.`)) : [[prefix.slice(0, -1), String(value)]]
/** The arguments a text takes: `{name}` and `{count, plural, …}`, not a plural's branches (`one {…}`). */
const placeholders = (text: string) => [...new Set([...text.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s?)\{(\w+)/g)].map((m) => m[1]))].sort()
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort()

const others = { en, ja, ko, 'zh-hans': zhHans }

describe('order page messages', () => {
  it('every locale has the same non-empty keys as German, with the same placeholders and tags', () => {
    const german = new Map(entries(de.order))
    for (const [locale, messages] of Object.entries(others)) {
      const translated = new Map(entries(messages.order))
      expect([...translated.keys()].sort(), locale).toEqual([...german.keys()].sort())
      for (const [key, text] of translated) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(german.get(key) ?? ''))
        expect(tags(text), `${locale} ${key}`).toEqual(tags(german.get(key) ?? ''))
      }
    }
  })

  it('are translated, not copied', () => {
    const german = new Map(entries(de.order))
    for (const [locale, messages] of Object.entries(others)) {
      const translated = new Map(entries(messages.order))
      for (const key of ['timeline.heading', 'timeline.shipped', 'timeline.cancelled-house', 'documents.heading', 'cancel.text', 'lines.estimated-delivery']) {
        expect(translated.get(key), `${locale} ${key}`).not.toBe(german.get(key))
      }
    }
  })

  it('reach the browser on the order page', () => {
    expect(orderClientNamespaces).toEqual(expect.arrayContaining(['order', 'orders', 'cart', 'shop', 'ui']))
  })
})
