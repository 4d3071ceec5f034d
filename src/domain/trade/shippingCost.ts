/** A step of a shipping method's price: up to and including `upToGrams` (null: any weight) it costs `amount` minor units. */
export type WeightTier = { upToGrams: number | null; amount: number }

/** Weights are summed in tenths of a gram, so 5.2 g × 3 is 15.6 g and never 15.600000000000001. */
const tenths = (grams: number) => Math.round(grams * 10)

/** The shipping weight of an order: each line's SKU weight times its quantity, in grams to one decimal. */
export function orderWeightGrams(lines: readonly { weightGrams: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + tenths(line.weightGrams) * line.quantity, 0) / 10
}

/**
 * What a method costs for a weight: the cheapest limit that holds it (tiers in any order; an open
 * tier holds every weight), or null when no tier does and the method cannot carry the order.
 */
export function shippingAmountFor(tiers: readonly WeightTier[], weightGrams: number): number | null {
  const fitting = tiers
    .filter((tier) => tier.upToGrams === null || tenths(weightGrams) <= tenths(tier.upToGrams))
    .sort((a, b) => (a.upToGrams ?? Infinity) - (b.upToGrams ?? Infinity))
  return fitting[0]?.amount ?? null
}
