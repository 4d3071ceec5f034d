import { isCurrency, minorUnit } from '@/domain/trade/currencies'

/** An amount in minor units of its currency, formatted for the locale (no currency: the number alone). */
export function formatAmount(locale: string, minor: number | null | undefined, currency: string | null | undefined): string {
  if (minor === null || minor === undefined) return ''
  if (!currency || !isCurrency(currency)) return new Intl.NumberFormat(locale).format(minor)
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / minorUnit(currency))
}

/** A YYYY-MM-DD day as the locale writes it, without moving it across a time zone. */
export function formatDay(locale: string, day: string | null | undefined): string {
  if (!day) return ''
  const [y, m, d] = day.slice(0, 10).split('-').map(Number)
  if (!y || !m || !d) return day
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.UTC(y, m - 1, d)))
}
