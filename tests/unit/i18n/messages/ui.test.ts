// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { messagesByLocale } from '../../../support/intl'

describe('ui messages', () => {
  it('every locale defines the same non-empty ui keys as German', () => {
    const germanKeys = Object.keys(messagesByLocale.de.ui).sort()
    for (const [locale, messages] of Object.entries(messagesByLocale)) {
      expect(Object.keys(messages.ui).sort(), locale).toEqual(germanKeys)
      for (const value of Object.values(messages.ui)) expect(value.trim(), locale).not.toBe('')
    }
  })
})
