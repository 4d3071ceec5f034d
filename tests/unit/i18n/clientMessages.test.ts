// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { siteClientNamespaces } from '@/i18n/clientMessages'
import { messagesByLocale } from '../../support/intl'

describe('wishlist messages', () => {
  it('every catalogue has the same non-empty wishlist keys as German, and they reach the browser', () => {
    const germanKeys = Object.keys(messagesByLocale.de.wishlist).sort()
    for (const [locale, messages] of Object.entries(messagesByLocale)) {
      expect(Object.keys(messages.wishlist).sort(), locale).toEqual(germanKeys)
      for (const value of Object.values(messages.wishlist)) expect(value.trim(), locale).not.toBe('')
    }
    expect(siteClientNamespaces).toContain('wishlist')
  })
})
