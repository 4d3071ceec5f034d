import { addDays, isCalendarDay } from '@/domain/trade/calendarDay'

/**
 * The days the house delivers on in one market (issue 30): ISO weekdays (1 Monday … 7 Sunday) and
 * days of the year it never delivers on, written MM-DD, whatever weekday they fall on. Editors keep
 * them on the market's price list in /admin (docs/decisions.md "Delivery days per market").
 */
export type DeliveryDays = { weekdays: readonly number[]; closed: readonly string[] }

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

/** Monday to Friday, not Christmas Eve to Boxing Day nor New Year's Eve and Day (the workshop is shut). */
export const DEFAULT_DELIVERY_DAYS: DeliveryDays = { weekdays: [1, 2, 3, 4, 5], closed: ['12-24', '12-25', '12-26', '12-31', '01-01'] }

/** New message key: the picked day is one the house does not deliver on. */
export const DELIVERY_DATE_NOT_DELIVERY_DAY = 'shop.error.delivery-date-not-delivery-day'

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

export function isMonthDay(value: string): boolean {
  return MONTH_DAY.test(value) && isCalendarDay(`2024-${value}`)
}

/**
 * The rule as an editor wrote it: weekdays as ISO numbers (strings from a select), closed days as
 * MM-DD separated by commas, spaces or new lines. Nothing valid written (or no weekday ticked, which
 * would close the shop's calendar entirely) means the defaults.
 */
export function readDeliveryDays(source: { weekdays?: readonly (string | number)[] | null; closed?: string | null } | null | undefined): DeliveryDays {
  const weekdays = [...new Set((source?.weekdays ?? []).map(Number).filter((d) => Number.isInteger(d) && d >= 1 && d <= 7))].sort()
  const closed = typeof source?.closed === 'string' ? source.closed.split(/[\s,;]+/).filter(isMonthDay) : null
  return { weekdays: weekdays.length ? weekdays : DEFAULT_DELIVERY_DAYS.weekdays, closed: closed ?? DEFAULT_DELIVERY_DAYS.closed }
}

/** ISO weekday of a YYYY-MM-DD day, computed in UTC on the date parts (calendarDay.ts). */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7
}

export function isDeliveryDay(day: string, rules: DeliveryDays = DEFAULT_DELIVERY_DAYS): boolean {
  if (!isCalendarDay(day)) return false
  return rules.weekdays.includes(isoWeekday(day)) && !rules.closed.includes(day.slice(5))
}

/** The first delivery day on or after `day`; a rule with no weekday at all leaves the day as it is. */
export function nextDeliveryDay(day: string, rules: DeliveryDays = DEFAULT_DELIVERY_DAYS): string {
  if (!rules.weekdays.length) return day
  // Within three weeks whatever the closed days (at most 366 of them, but a week holds every weekday).
  for (let i = 0; i < 370; i++) {
    const candidate = addDays(day, i)
    if (isDeliveryDay(candidate, rules)) return candidate
  }
  return day
}
