/**
 * The museum event's bookable days (spec 1 §5): between the configured first and last day,
 * without the configured weekdays (0 = Sunday … 6 = Saturday).
 */
export type MuseumDates = { start: string; end: string; excludedWeekdays: number[] }

/** The spec's shift: the picked day (local midnight) plus 7 hours, so its UTC date stays that day. */
export const EVENT_DATE_SHIFT_MS = 25_200_000

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A local calendar day as YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay()
}

/** Whether a calendar day (YYYY-MM-DD) can be booked. */
export function isBookableDay(day: string, rules: MuseumDates): boolean {
  if (!DAY.test(day)) return false
  if (rules.start && day < rules.start) return false
  if (rules.end && day > rules.end) return false
  return !rules.excludedWeekdays.includes(weekdayOf(day))
}

/**
 * The first day from `from` (YYYY-MM-DD) on that can be booked, or null when none within a year:
 * the calendar opens on its month, not on a month whose remaining days are all closed (on the last
 * Sunday of a month before a closed Monday, today's month has nothing left to pick).
 */
export function firstBookableDay(rules: MuseumDates, from: string): string | null {
  const start = rules.start && rules.start > from ? rules.start : from
  if (!DAY.test(start)) return null
  const day = new Date(`${start}T12:00:00Z`)
  for (let i = 0; i < 366; i++) {
    const candidate = day.toISOString().slice(0, 10)
    if (rules.end && candidate > rules.end) return null
    if (isBookableDay(candidate, rules)) return candidate
    day.setUTCDate(day.getUTCDate() + 1)
  }
  return null
}

/** What the browser sends for a picked day: its local midnight shifted by 7 hours, as ISO text. */
export function eventDateValue(picked: Date): string {
  const midnight = new Date(picked.getFullYear(), picked.getMonth(), picked.getDate())
  return new Date(midnight.getTime() + EVENT_DATE_SHIFT_MS).toISOString()
}

/**
 * The booked day of a sent event_date. Unshifted, the value is the visitor's local midnight, which
 * lies within 12 hours of that day's UTC midnight for every offset from UTC−12 to UTC+12; rounding
 * to the nearest UTC midnight recovers the day in Tokyo as well as in Munich or New York (the 7-hour
 * shift alone would keep it only up to UTC+7).
 */
export function eventDayOf(value: string): string | null {
  const time = Date.parse(value)
  if (!Number.isFinite(time)) return null
  return new Date(time - EVENT_DATE_SHIFT_MS + 12 * 60 * 60 * 1000).toISOString().slice(0, 10)
}
