import { DEFAULT_CURRENCY, isCurrency, minorUnit, type Currency } from '@/domain/trade/currencies'

/**
 * Issue 34: the sale dialog's price, typed in whole units of the store's currency ("790.50"), sent in
 * minor units. Empty is allowed (a sale without a price is recorded with none); negative is not.
 */
export type SalePriceState = 'empty' | 'ok' | 'negative' | 'invalid'

export function salePriceState(text: string): SalePriceState {
  const t = text.trim()
  if (t === '') return 'empty'
  const value = Number(t)
  if (!Number.isFinite(value)) return 'invalid'
  return value < 0 ? 'negative' : 'ok'
}

/** The currency a row's sale is recorded in: the store's, EUR when the row does not say. */
export function saleCurrency(storeCurrency: string | null | undefined): Currency {
  return isCurrency(storeCurrency) ? storeCurrency : DEFAULT_CURRENCY
}

/** The typed price in minor units (rounded to the currency's smallest unit), or null when it is empty or not a valid price. */
export function salePriceMinor(text: string, currency: Currency): number | null {
  if (salePriceState(text) !== 'ok') return null
  const minor = Math.round(Number(text.trim()) * minorUnit(currency))
  return Number.isSafeInteger(minor) ? minor : null
}

/** What the field starts with: the recommended retail price in whole units ("790", "790.5"), or empty. */
export function salePriceText(amountMinor: number | null | undefined, currency: Currency): string {
  return typeof amountMinor === 'number' && Number.isSafeInteger(amountMinor) ? String(amountMinor / minorUnit(currency)) : ''
}
