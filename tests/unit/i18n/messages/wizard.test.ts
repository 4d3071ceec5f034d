// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { messagesByLocale } from '../../../support/intl'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('wizard messages', () => {
  it('every catalogue has the German wizard keys, translated and with the same placeholders', () => {
    const german = messagesByLocale.de.wizard as Record<string, string>
    for (const [locale, messages] of Object.entries(messagesByLocale)) {
      const wizard = messages.wizard as Record<string, string>
      expect(Object.keys(wizard).sort(), locale).toEqual(Object.keys(german).sort())
      for (const [key, value] of Object.entries(wizard)) {
        expect(value.trim(), `${locale}.${key}`).not.toBe('')
        expect(placeholders(value), `${locale}.${key}`).toEqual(placeholders(german[key]))
        if (locale !== 'de' && !['weight', 'score'].includes(key)) expect(value, `${locale}.${key} is translated`).not.toBe(german[key])
      }
    }
  })
})
