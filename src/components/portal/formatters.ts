/** A YYYY-MM-DD day as the locale writes it, without moving it across a time zone. */
export function formatDay(locale: string, day: string | null | undefined): string {
  if (!day) return ''
  const [y, m, d] = day.slice(0, 10).split('-').map(Number)
  if (!y || !m || !d) return day
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.UTC(y, m - 1, d)))
}
