/**
 * How long ago something happened, in the steps of spec 1: "just now, minutes, hours under 24 h,
 * days under 7", then the date itself. Components format the parts for their locale
 * (Intl.RelativeTimeFormat / DateTimeFormat), so this stays pure and testable.
 */
export type RelativeDateParts = { unit: 'now'; value: 0 } | { unit: 'minute' | 'hour' | 'day'; value: number } | { unit: 'date'; value: Date }

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export function relativeDateParts(date: Date | string, now: Date = new Date()): RelativeDateParts {
  const then = typeof date === 'string' ? new Date(date) : date
  const elapsed = now.getTime() - then.getTime()
  // An unreadable date is the caller's to leave out (an invalid Date); never "just now".
  if (Number.isNaN(elapsed)) return { unit: 'date', value: then }
  // A date slightly in the future (another device's clock) still reads as "just now".
  if (elapsed < MINUTE) return { unit: 'now', value: 0 }
  // Whole units, rounded down: 59 minutes is "59 minutes ago", not "1 hour ago".
  if (elapsed < HOUR) return { unit: 'minute', value: Math.floor(elapsed / MINUTE) }
  if (elapsed < DAY) return { unit: 'hour', value: Math.floor(elapsed / HOUR) }
  if (elapsed < 7 * DAY) return { unit: 'day', value: Math.floor(elapsed / DAY) }
  return { unit: 'date', value: then }
}
