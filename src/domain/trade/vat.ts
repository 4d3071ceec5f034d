/**
 * Value added tax on a trade order (issue 33). The shop's prices are net; the house charges VAT at
 * the rate of the billing store's country, kept per market in the admin (the `vat-rates` global).
 *
 * The rule, written once here and nowhere else:
 * - A rate is a percentage with at most two decimals (19, 20, 8.1, 7.7, 0), held as whole basis
 *   points (1900, 2000, 810, 770, 0) so the arithmetic stays in integers.
 * - VAT is computed once per order, on the order's net total (the lines and the shipping), not per
 *   line: the invoice shows one VAT amount, and it is the rounded tax of the amount it stands under.
 * - It is rounded to the currency's minor unit (cents, rappen; whole yen and won) half away from
 *   zero ("kaufmännisch gerundet", as German and Swiss invoices round): 0.5 cent and more goes up.
 * - Gross is net plus VAT, so net + VAT = gross holds to the minor unit on every document.
 * - A zero-rated market (rate 0) has VAT 0 and gross = net; a market without any rate is not
 *   zero rated: its VAT is unknown (null) and the order cannot be placed until a rate is entered.
 */

export type VatRate = {
  /** ISO 3166-1 alpha-2 code of the billing store's country (DE, AT, CH). */
  country: string
  /** Percent, at most two decimals: 19, 8.1, 0. */
  percent: number
}

export type VatTotals = { net: number; vat: number; gross: number }

const MAX_BASIS_POINTS = 10_000

/** True for a percentage the admin may enter: 0 to 100 with at most two decimals. */
export function isVatPercent(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) return false
  const basisPoints = value * 100
  return Math.abs(basisPoints - Math.round(basisPoints)) < 1e-6
}

/** The percentage as whole basis points (8.1 → 810); a value with more than two decimals is refused. */
export function vatBasisPoints(percent: number): number {
  if (!isVatPercent(percent)) throw new RangeError(`A VAT rate is a percentage from 0 to 100 with at most two decimals, got ${percent}`)
  return Math.round(percent * 100)
}

/** True for an ISO 3166-1 alpha-2 code as the stores carry it (upper case). */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value)
}

/**
 * The VAT on a net amount in minor units, rounded half away from zero. BigInt keeps the product
 * exact for any safe amount (a net of 10^12 cents times 10^4 basis points exceeds 2^53).
 */
export function vatOn(netMinor: number, percent: number): number {
  if (!Number.isSafeInteger(netMinor)) throw new RangeError(`An amount in minor units must be a safe integer, got ${netMinor}`)
  const bp = BigInt(vatBasisPoints(percent))
  const net = BigInt(netMinor)
  const magnitude = ((net < 0n ? -net : net) * bp * 2n + BigInt(MAX_BASIS_POINTS)) / BigInt(2 * MAX_BASIS_POINTS)
  return Number(net < 0n ? -magnitude : magnitude)
}

/** Net, VAT and gross of a net total at a rate. */
export function vatTotals(netMinor: number, percent: number): VatTotals {
  const vat = vatOn(netMinor, percent)
  return { net: netMinor, vat, gross: netMinor + vat }
}

/** The rate of a country among the market rates (codes compared in upper case), or null when it has none. */
export function vatRateFor(rates: readonly VatRate[], country: string): VatRate | null {
  const code = country.trim().toUpperCase()
  if (!code) return null
  return rates.find((r) => r.country.trim().toUpperCase() === code) ?? null
}

/** The rates as the admin entered them, each once: rows with a bad code or percentage are left out, the first row of a country wins. */
export function readVatRates(rows: readonly { country?: unknown; percent?: unknown }[] | null | undefined): VatRate[] {
  const out: VatRate[] = []
  for (const row of rows ?? []) {
    const country = typeof row.country === 'string' ? row.country.trim().toUpperCase() : ''
    if (!isCountryCode(country) || !isVatPercent(row.percent) || out.some((r) => r.country === country)) continue
    out.push({ country, percent: row.percent })
  }
  return out
}
