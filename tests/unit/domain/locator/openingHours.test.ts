import { describe, expect, it } from 'vitest'
import { localClock, openingStatus, weeklyHours, type OpeningTime } from '@/domain/locator/openingHours'

const weekdays: OpeningTime[] = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((weekday) => ({ weekday, open: '10:00', close: '19:00' }))
const week: OpeningTime[] = [...weekdays, { weekday: 'sat', open: '10:00', close: '18:00' }]

describe("opening hours in the store's time zone", () => {
  it('reads the clock of the zone, not of the server', () => {
    // Tuesday 2026-11-24 09:30 UTC is 10:30 in Munich and 18:30 in Tokyo.
    const now = new Date('2026-11-24T09:30:00Z')
    expect(localClock(now, 'Europe/Berlin')).toEqual({ weekday: 'tue', date: '2026-11-24', time: '10:30' })
    expect(localClock(now, 'Asia/Tokyo')).toEqual({ weekday: 'tue', date: '2026-11-24', time: '18:30' })
  })

  it('is open between opening and closing', () => {
    expect(openingStatus(week, 'Europe/Berlin', new Date('2026-11-24T09:30:00Z'))).toEqual({ open: true, closes: '19:00' })
  })

  it('closes at the closing minute', () => {
    // 19:00 in Munich (UTC+1 in November).
    expect(openingStatus(week, 'Europe/Berlin', new Date('2026-11-24T18:00:00Z')).open).toBe(false)
  })

  it('says when a store opens later today', () => {
    expect(openingStatus(week, 'Europe/Berlin', new Date('2026-11-24T07:00:00Z'))).toEqual({
      open: false,
      opens: { weekday: 'tue', time: '10:00', today: true },
    })
  })

  it('says which day a closed store opens next', () => {
    // Saturday 2026-11-28 20:00 in Munich: closed until Monday.
    expect(openingStatus(week, 'Europe/Berlin', new Date('2026-11-28T19:00:00Z'))).toEqual({
      open: false,
      opens: { weekday: 'mon', time: '10:00', today: false },
    })
  })

  it('gives the same moment different answers in different zones', () => {
    const now = new Date('2026-11-24T09:30:00Z')
    expect(openingStatus(week, 'Asia/Tokyo', now).open).toBe(true)
    expect(openingStatus(week, 'America/New_York', now).open).toBe(false)
  })

  it('honours an exception for today', () => {
    const now = new Date('2026-11-24T09:30:00Z')
    expect(openingStatus(week, 'Europe/Berlin', now, [{ date: '2026-11-24T00:00:00.000Z', closed: true }]).open).toBe(false)
    expect(openingStatus(week, 'Europe/Berlin', now, [{ date: '2026-11-24', closed: false, open: '12:00', close: '16:00' }])).toEqual({
      open: false,
      opens: { weekday: 'tue', time: '12:00', today: true },
    })
  })

  it('knows a store without hours as closed', () => {
    expect(openingStatus([], 'Europe/Berlin', new Date())).toEqual({ open: false, opens: null })
  })

  it('groups the week for the list, Monday first', () => {
    const split: OpeningTime[] = [
      { weekday: 'sat', open: '14:00', close: '18:00' },
      { weekday: 'sat', open: '10:00', close: '13:00' },
      { weekday: 'mon', open: '10:00', close: '19:00' },
    ]
    expect(weeklyHours(split)).toEqual([
      { weekday: 'mon', hours: ['10:00–19:00'] },
      { weekday: 'sat', hours: ['10:00–13:00', '14:00–18:00'] },
    ])
  })
})
