import { assertAmountMinor, isAmountMinor, isCurrency, minorUnit, type Currency } from '@/domain/trade/currencies'
import { formatFigure } from '@/domain/trade/tradeFigures'

const formatters = new Map<Currency, Intl.NumberFormat>()

function exactFormatter(currency: Currency): Intl.NumberFormat {
  let formatter = formatters.get(currency)
  if (!formatter) {
    const digits = minorUnit(currency) === 100 ? 2 : 0
    formatter = new Intl.NumberFormat('de-DE', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits })
    formatters.set(currency, formatter)
  }
  return formatter
}

/**
 * An exact amount with its minor units, for cart lines and totals (spec 2 §9: "cart amounts are in
 * cents"): 123456 EUR cents → "1.234,56 €", 123456 JPY → "123.456 ¥". The number goes to Intl as a
 * decimal string built from integers, so even amounts beyond float precision print exactly.
 */
export function formatAmount(amountMinor: number, currency: Currency): string {
  assertAmountMinor(amountMinor, currency)
  const unit = minorUnit(currency)
  if (unit === 1) return exactFormatter(currency).format(amountMinor)
  const sign = amountMinor < 0 ? '-' : ''
  const abs = Math.abs(amountMinor)
  const decimal = `${sign}${Math.trunc(abs / unit)}.${String(abs % unit).padStart(2, '0')}` as `${number}`
  return exactFormatter(currency).format(decimal)
}

/**
 * An amount a row may lack, in a currency the shop may not know (the portal's stock, sales and open
 * orders, imported as well as ordered): blank when there is none, the number alone for an unknown
 * currency, else as formatAmount writes it, de-DE in every language like every price of the house
 * (spec 2 §9, docs/decisions.md "One way to write an amount"). A fraction of a minor unit, which an
 * import may bring, is rounded to the currency's digits instead of refused: a table cell must show.
 */
export function formatOptionalAmount(amountMinor: number | null | undefined, currency: string | null | undefined): string {
  if (amountMinor === null || amountMinor === undefined) return ''
  if (!isCurrency(currency)) return formatFigure(amountMinor)
  if (isAmountMinor(amountMinor)) return formatAmount(amountMinor, currency)
  return exactFormatter(currency).format(amountMinor / minorUnit(currency))
}
