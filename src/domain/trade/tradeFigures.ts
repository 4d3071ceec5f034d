/**
 * How the trade shop writes the figures and days beside its prices, in one place for the cart, the
 * order list and both order mails (issue 30, docs/decisions.md "Figures and days beside prices"):
 * - a number (a weight, a length) the way spec 2 §9 writes the prices, de-DE, whatever the page's
 *   language: "1.813,7 g" beside "4.665,00 €", never "1,813.7 g", whose comma would mean the
 *   opposite of the price's one line above;
 * - a calendar day in the language of the page or mail, in that language's own medium form
 *   ("15.01.2027", "Jan 15, 2027", "2027/01/15", "2027年1月15日"): a day has no decimal mark to
 *   contradict the prices, and a Japanese reader should not have to decode German day order.
 */
const figureFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 })

/** A weight or length as the prices beside it are written: 1813.7 → "1.813,7", 42.5 → "42,5". */
export function formatFigure(value: number): string {
  return figureFormat.format(value)
}

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * A calendar day "YYYY-MM-DD" in `locale` (a page's or mail's language, e.g. "zh-hans"), read at
 * noon UTC and written in UTC, so no time zone moves it to the day before or after. Anything that
 * is not such a day is answered as given rather than as "Invalid Date".
 */
export function formatDay(day: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day
  const date = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  let format = dayFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
    dayFormats.set(locale, format)
  }
  return format.format(date)
}
