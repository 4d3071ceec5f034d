/**
 * Why a move on an order is refused (issue 33): 409 when it does not fit the order's state or the
 * order changed meanwhile, 400 when it names lines wrongly or a day in the past.
 */
export const moveRefusalCodes = [
  'move-not-allowed',
  'serial-taken',
  'serial-repeated',
  'too-many-serials',
  'order-changed',
  'unknown-line',
  'line-repeated',
  'date-in-past',
] as const
export type MoveRefusalCode = (typeof moveRefusalCodes)[number]
