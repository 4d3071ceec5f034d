import { isCalendarDay } from '@/domain/trade/calendarDay'

/** The first day of the month before a day's month: 2026-11-24 → 2026-10-01, 2026-01-05 → 2025-12-01. */
export function firstDayOfPreviousMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number]
  const prev = m === 1 ? { y: y - 1, m: 12 } : { y, m: m - 1 }
  return `${String(prev.y).padStart(4, '0')}-${String(prev.m).padStart(2, '0')}-01`
}

/**
 * Spec 3 §5: a sale date is "selectable from the later of the first day of the previous month or the
 * sell-in date, up to today", and defaults to today.
 */
export function saleDateRange(today: string, sellInDate: string | null): { from: string; to: string } {
  const floor = firstDayOfPreviousMonth(today)
  return { from: sellInDate && sellInDate > floor ? sellInDate : floor, to: today }
}

/** Whether a day lies in a sale-date range (calendar days compare as text). */
export function isInSaleRange(day: unknown, range: { from: string; to: string }): day is string {
  return isCalendarDay(day) && day >= range.from && day <= range.to
}

export function isSaleDateAllowed(day: unknown, today: string, sellInDate: string | null): day is string {
  return isInSaleRange(day, saleDateRange(today, sellInDate))
}
