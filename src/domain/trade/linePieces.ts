import type { ProductGroup } from '@/domain/trade/productGroup'

/**
 * The most pieces one jewellery line holds unless the house sets another number (docs/decisions.md,
 * "Pieces per line"; the admin's Shop settings, `trade-settings.maxJewelleryPieces`, issue 33). The
 * shop once added one piece at a time; a stock order of one piece runs to a few dozen, and a line of
 * ten thousand rings (the body's own limit) was accepted from the API with 52 kg sent by courier.
 */
export const MAX_JEWELLERY_PIECES = 50

/**
 * The range the house may set: at least one piece, and no more than a quantity list a person can
 * still choose from (the cart and the order form offer each number) and a parcel can carry.
 */
export const JEWELLERY_PIECES_LIMITS = { min: 1, max: 200 } as const

/** Whether a value is a maximum the house may set (a whole number within JEWELLERY_PIECES_LIMITS). */
export function isJewelleryPiecesLimit(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= JEWELLERY_PIECES_LIMITS.min && (value as number) <= JEWELLERY_PIECES_LIMITS.max
}

/** The setting as stored, or the default when it was never saved (or holds something else). */
export function readMaxJewelleryPieces(value: unknown): number {
  return isJewelleryPiecesLimit(value) ? value : MAX_JEWELLERY_PIECES
}

/**
 * The most pieces a line of this group may hold, or null for a service item (its own maximum
 * applies). `maxJewelleryPieces` is the house's setting: the server, the cart and the order form all
 * pass the one value the server answers, so the rule and its number live in one place each.
 */
export function maxPiecesOf(group: ProductGroup, maxJewelleryPieces: number): number | null {
  if (group.metaType !== 'jewelry') return null
  // Each ring of the year carries its own limitation number.
  return group.isRingOfTheYear ? 1 : maxJewelleryPieces
}
