/**
 * Calendar days as YYYY-MM-DD strings. Delivery dates are days, not instants: computing them on
 * Date objects in the browser's time zone would move a day across midnight, so the arithmetic here
 * runs in UTC on the date parts and never in local time.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The house is in Germany: "today" for delivery dates is the day in Berlin, in browser and server alike. */
export const HOUSE_TIME_ZONE = 'Europe/Berlin'

/** Whether a value is an existing calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const match = DAY.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** The calendar day an instant falls on in a time zone (by default the house's). */
export function calendarDayIn(instant: Date, timeZone: string = HOUSE_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`
}

/** A day plus whole days (negative goes back), across month and year ends and leap days. */
export function addDays(day: string, days: number): string {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`)
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`)
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}
