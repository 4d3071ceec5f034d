import { describe, expect, it } from 'vitest'
import { relativeDateParts } from '@/domain/relativeDate'

const now = new Date('2026-03-10T12:00:00.000Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

// Spec 1: "Relative dates: just now, minutes, hours under 24 h, days under 7."
describe('relative dates of the wishlist', () => {
  it('is "just now" under a minute, and for a date slightly in the future (another clock)', () => {
    expect(relativeDateParts(ago(0), now)).toEqual({ unit: 'now', value: 0 })
    expect(relativeDateParts(ago(59_999), now)).toEqual({ unit: 'now', value: 0 })
    expect(relativeDateParts(new Date(now.getTime() + 30_000), now)).toEqual({ unit: 'now', value: 0 })
  })

  it('counts whole minutes under an hour', () => {
    expect(relativeDateParts(ago(MIN), now)).toEqual({ unit: 'minute', value: 1 })
    expect(relativeDateParts(ago(59 * MIN + 59_000), now)).toEqual({ unit: 'minute', value: 59 })
  })

  it('counts whole hours under 24 h', () => {
    expect(relativeDateParts(ago(HOUR), now)).toEqual({ unit: 'hour', value: 1 })
    expect(relativeDateParts(ago(DAY - 1), now)).toEqual({ unit: 'hour', value: 23 })
  })

  it('counts whole days under 7', () => {
    expect(relativeDateParts(ago(DAY), now)).toEqual({ unit: 'day', value: 1 })
    expect(relativeDateParts(ago(7 * DAY - 1), now)).toEqual({ unit: 'day', value: 6 })
  })

  it('then gives the date itself, also from an ISO string', () => {
    expect(relativeDateParts(ago(7 * DAY), now)).toEqual({ unit: 'date', value: ago(7 * DAY) })
    expect(relativeDateParts('2025-12-24T18:00:00.000Z', now)).toEqual({ unit: 'date', value: new Date('2025-12-24T18:00:00.000Z') })
  })

  it('leaves an unreadable date to the caller (an invalid Date), never "just now"', () => {
    const parts = relativeDateParts('not a date', now)
    expect(parts.unit).toBe('date')
    expect(Number.isNaN((parts.value as Date).getTime())).toBe(true)
  })
})
