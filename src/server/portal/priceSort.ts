/**
 * The portal's one rule for sorting by a price (docs/decisions.md, "Price sort across currencies"):
 * amounts in different currencies are not comparable, so rows are grouped by currency (A→Z, whatever
 * the direction) and sorted by amount within it. The SQL lists (inventory) do the same with two keys.
 */
export function byCurrencyThenAmount(currencyA: string | null, a: number | null, currencyB: string | null, b: number | null, descending: boolean): number {
  const byCurrency = (currencyA ?? '').localeCompare(currencyB ?? '')
  if (byCurrency) return byCurrency
  const c = (a ?? 0) - (b ?? 0)
  return descending ? -c : c
}
