import { describe, expect, it } from 'vitest'
import { legalLine } from '@/domain/legalLine'
import { focusOf } from '@/server/content/mapMedia'

// Issue 31: 'the footer says "© 2025" on a 2026 site'; the year comes from the clock.
describe('legalLine', () => {
  const now = new Date('2026-11-28T12:00:00Z')
  it('puts this year before the holder the editors wrote', () => {
    expect(legalLine('Aurelle Goldschmiede GmbH. Alle Rechte vorbehalten.', now)).toBe('© 2026 Aurelle Goldschmiede GmbH. Alle Rechte vorbehalten.')
  })
  it('replaces a year (or a range) the editors typed at the start', () => {
    expect(legalLine('© 2025 Aurelle Goldschmiede GmbH 版权所有', now)).toBe('© 2026 Aurelle Goldschmiede GmbH 版权所有')
    expect(legalLine('© 1897–2025 Aurelle', now)).toBe('© 2026 Aurelle')
  })
})

// Issue 31: "Use the image's focal point (editors set it in the admin) for every crop".
describe('focusOf', () => {
  it('gives the editors’ focal point as a CSS position, none for Payload’s default centre', () => {
    expect(focusOf({ focalX: 68, focalY: 30 })).toBe('68% 30%')
    expect(focusOf({ focalX: 50, focalY: 50 })).toBeUndefined()
    expect(focusOf({ focalX: null, focalY: 20 })).toBeUndefined()
    expect(focusOf({ focalX: 120, focalY: -4 })).toBe('100% 0%')
  })
})
