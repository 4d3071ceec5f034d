import { assertAmountMinor, minorUnit, type Currency } from '@/domain/trade/currencies'

const formatters = new Map<Currency, Intl.NumberFormat>()

/** One formatter per currency: the shop formats a price for every card on every choice. */
function wholeUnitFormatter(currency: Currency): Intl.NumberFormat {
  let formatter = formatters.get(currency)
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 })
    formatters.set(currency, formatter)
  }
  return formatter
}

/**
 * Whole units of an amount, rounded half up (away from zero for a negative amount), in integer
 * arithmetic so no float ever decides a price: 123450 cents → 1235, 123449 → 1234.
 */
export function roundToWholeUnits(amountMinor: number, currency: Currency): number {
  const unit = minorUnit(currency)
  const whole = Math.trunc(amountMinor / unit)
  const rest = amountMinor - whole * unit
  return 2 * Math.abs(rest) >= unit ? whole + Math.sign(rest) : whole
}

/**
 * A price as the shop shows it (spec 2 §9: "Prices shown in de-DE format with no decimals"), whatever
 * the store's language: 123456 EUR cents → "1.235 €", 123456 JPY → "123.456 ¥". Intl puts a
 * no-break space before the symbol so the price never wraps.
 */
export function formatPrice(amountMinor: number, currency: Currency): string {
  assertAmountMinor(amountMinor, currency)
  return wholeUnitFormatter(currency).format(roundToWholeUnits(amountMinor, currency))
}
