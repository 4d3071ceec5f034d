/**
 * The shop's currencies and their minor units (spec 2 §9: "100 for EUR, USD, CAD, CHF, CNY; 1 for
 * JPY, KRW"). Every amount in the trade domain is an integer count of minor units (cents, rappen,
 * yen), never a float, so sums are exact.
 */
export const currencies = { EUR: 100, USD: 100, CAD: 100, CHF: 100, CNY: 100, JPY: 1, KRW: 1 } as const

export type Currency = keyof typeof currencies

/** Spec 2 §9: "Default currency EUR". */
export const DEFAULT_CURRENCY: Currency = 'EUR'

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && Object.hasOwn(currencies, value)
}

/** How many minor units make one whole unit (100 or 1). */
export function minorUnit(currency: Currency): 100 | 1 {
  return currencies[currency]
}

/**
 * An amount in minor units: a safe integer. Prices are never negative; a caller that needs credits
 * checks the sign itself.
 */
export function isAmountMinor(value: unknown): value is number {
  return Number.isSafeInteger(value)
}

/** For the formatters: a float or an unknown currency is a programming error, never a price to show. */
export function assertAmountMinor(amountMinor: number, currency: Currency): void {
  if (!isCurrency(currency)) throw new RangeError(`Unknown currency ${String(currency)}`)
  if (!isAmountMinor(amountMinor)) throw new RangeError(`An amount in minor units must be a safe integer, got ${amountMinor}`)
}
