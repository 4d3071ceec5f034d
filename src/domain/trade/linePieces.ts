import type { ProductGroup } from '@/domain/trade/productGroup'

/**
 * The most pieces one jewellery line holds (docs/decisions.md, "Pieces per line"). The shop adds one
 * piece at a time; a stock order of one piece runs to a few dozen, and a line of ten thousand rings
 * (the body's own limit) was accepted from the API with 52 kg sent by courier.
 */
export const MAX_JEWELLERY_PIECES = 50

/** The most pieces a line of this group may hold, or null for a service item (its own maximum applies). */
export function maxPiecesOf(group: ProductGroup): number | null {
  if (group.metaType !== 'jewelry') return null
  // Each ring of the year carries its own limitation number.
  return group.isRingOfTheYear ? 1 : MAX_JEWELLERY_PIECES
}
