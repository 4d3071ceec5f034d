/** The weekdays of a store's opening times, Monday first (the collection's values). */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

export type OpeningTime = { weekday: Weekday; open: string; close: string }
export type OpeningException = { date: string; closed: boolean; open?: string | null; close?: string | null }

export type OpeningStatus = { open: true; closes: string } | { open: false; opens: { weekday: Weekday; time: string; today: boolean } | null }

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** The weekday, date (yyyy-mm-dd) and time (HH:MM) it is now in a time zone. */
export function localClock(now: Date, timeZone: string): { weekday: Weekday; date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  )
  return {
    weekday: parts.weekday.toLowerCase().slice(0, 3) as Weekday,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  }
}

/** Today's hours: the regular ones, unless an exception for the date closes or changes them. */
function hoursOn(times: readonly OpeningTime[], exceptions: readonly OpeningException[], weekday: Weekday, date: string | null) {
  const exception = date ? exceptions.find((e) => e.date.slice(0, 10) === date) : undefined
  if (exception) {
    if (exception.closed || !exception.open || !exception.close) return []
    return [{ open: exception.open, close: exception.close }]
  }
  return times.filter((t) => t.weekday === weekday && TIME.test(t.open) && TIME.test(t.close)).sort((a, b) => a.open.localeCompare(b.open))
}

/**
 * Whether a store is open now, in the store's own time zone (a visitor in Tokyo reads Munich's
 * hours as Munich keeps them): when open, until when; when closed, when it opens next (within a week).
 */
export function openingStatus(times: readonly OpeningTime[], timeZone: string, now: Date, exceptions: readonly OpeningException[] = []): OpeningStatus {
  const clock = localClock(now, timeZone)
  const today = hoursOn(times, exceptions, clock.weekday, clock.date)
  const current = today.find((h) => h.open <= clock.time && clock.time < h.close)
  if (current) return { open: true, closes: current.close }
  const later = today.find((h) => h.open > clock.time)
  if (later) return { open: false, opens: { weekday: clock.weekday, time: later.open, today: true } }
  const start = weekdays.indexOf(clock.weekday)
  for (let i = 1; i <= 7; i++) {
    const weekday = weekdays[(start + i) % 7]
    // Exceptions are looked up for today only: the next days' dates would need calendar arithmetic
    // in the store's zone, and a wrong "opens tomorrow" is less harmful than a wrong "open now".
    const next = hoursOn(times, [], weekday, null)[0]
    if (next) return { open: false, opens: { weekday, time: next.open, today: false } }
  }
  return { open: false, opens: null }
}

/** Opening times grouped per weekday, Monday first, for the list ("Mo 10:00–19:00"). */
export function weeklyHours(times: readonly OpeningTime[]): { weekday: Weekday; hours: string[] }[] {
  return weekdays
    .map((weekday) => ({
      weekday,
      hours: times
        .filter((t) => t.weekday === weekday)
        .sort((a, b) => a.open.localeCompare(b.open))
        .map((t) => `${t.open}–${t.close}`),
    }))
    .filter((d) => d.hours.length > 0)
}
