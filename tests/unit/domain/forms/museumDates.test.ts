import { describe, expect, it } from 'vitest'
import { firstBookableDay } from '@/domain/forms/museumDates'

// Mondays closed, as the demo house's museum evening (seed/formSettings.ts).
const mondaysClosed = { start: '2026-11-30', end: '2027-03-29', excludedWeekdays: [1] }

describe('the first bookable day (the month the museum calendar opens on)', () => {
  it('skips a closed first day into the next month: on Sunday 29 November nothing in November is left', () => {
    expect(firstBookableDay(mondaysClosed, '2026-11-29')).toBe('2026-12-01')
  })

  it('is today when today can be booked', () => {
    expect(firstBookableDay({ ...mondaysClosed, start: '' }, '2026-12-02')).toBe('2026-12-02')
  })

  it('starts at the configured first day when that lies ahead', () => {
    expect(firstBookableDay({ ...mondaysClosed, start: '2027-01-05' }, '2026-11-29')).toBe('2027-01-05')
  })

  it('is null when no day is left before the last one', () => {
    expect(firstBookableDay({ start: '2026-11-30', end: '2026-11-30', excludedWeekdays: [1] }, '2026-11-29')).toBeNull()
    expect(firstBookableDay({ start: '', end: '', excludedWeekdays: [0, 1, 2, 3, 4, 5, 6] }, '2026-11-29')).toBeNull()
  })
})
