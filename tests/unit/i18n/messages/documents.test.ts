import { describe, expect, it } from 'vitest'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import ja from '@/i18n/messages/ja.json'
import ko from '@/i18n/messages/ko.json'
import zhHans from '@/i18n/messages/zh-hans.json'
import { orderDocumentKinds } from '@/domain/trade/orderDocuments'

// Issue 33: the order documents' labels (src/server/documents/renderOrderDocument.ts).
const entries = (value: unknown, prefix = ''): [string, string][] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => entries(v, `${prefix}${k}.`)) : [[prefix.slice(0, -1), String(value)]]
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()

const others = { en, ja, ko, 'zh-hans': zhHans }

describe('documents messages', () => {
  it('name each kind of document and its introduction', () => {
    expect(Object.keys(de.documents.kind).sort()).toEqual([...orderDocumentKinds].sort())
    expect(Object.keys(de.documents.intro).sort()).toEqual([...orderDocumentKinds].sort())
  })

  it('every locale has the same non-empty keys as German, with the same placeholders', () => {
    const german = new Map(entries(de.documents))
    for (const [locale, messages] of Object.entries(others)) {
      const translated = new Map(entries(messages.documents))
      expect([...translated.keys()].sort(), locale).toEqual([...german.keys()].sort())
      for (const [key, text] of translated) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(german.get(key) ?? ''))
      }
    }
  })

  it('are translated, not copied: the words of the documents differ from the German ones', () => {
    const german = new Map(entries(de.documents))
    for (const [locale, messages] of Object.entries(others)) {
      const translated = new Map(entries(messages.documents))
      for (const key of ['kind.invoice', 'kind.delivery-note', 'totals.gross', 'payment-terms', 'received']) {
        expect(translated.get(key), `${locale} ${key}`).not.toBe(german.get(key))
      }
    }
  })
})
