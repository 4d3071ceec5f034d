import 'server-only'
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '@/domain/trade/currencies'

/**
 * The currency a store orders in: its own (spec 2 §9: "Default currency EUR" when it has none), or
 * null when the shop has no price list currency for it (a GBP store: the house does not sell in GBP).
 */
export function shopCurrencyOf(store: { currency: string | null }): Currency | null {
  const currency = store.currency ?? DEFAULT_CURRENCY
  return isCurrency(currency) ? currency : null
}
