/**
 * Why a selection cannot be priced or ordered. These are choices the shop never offers (a metal
 * colour the group lacks, a forbidden engraving): a request carrying one was tampered with or is
 * stale, so the API answers 400. Mistakes a jeweller can correct come from selectionErrors instead.
 */
export type InvalidSelectionReason =
  | 'shape'
  | 'not-jewelry'
  | 'metal-color'
  | 'alloy'
  | 'length-required'
  | 'length'
  | 'special-color-not-allowed'
  | 'special-color'
  | 'engraving-not-allowed'
  | 'engraving-type'
  | 'forced-engraving'
  | 'order-type'
  | 'quantity'
  | 'missing-price'

export class InvalidSelectionError extends Error {
  override readonly name = 'InvalidSelectionError'

  constructor(
    readonly reason: InvalidSelectionReason,
    readonly detail: string,
  ) {
    super(`Invalid selection (${reason}): ${detail}`)
  }
}
