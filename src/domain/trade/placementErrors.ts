/**
 * Why an order cannot be authorized or placed. Each code is also a message key of the cart
 * (`cart.error.<code>`), so the page shows the reason in the visitor's language.
 */
export const placementErrorCodes = [
  'empty',
  'line-not-permitted',
  'line-unavailable',
  'no-shipping-location',
  'no-shipping-method',
  'address-incomplete',
  'no-vat-rate',
  'not-authorized',
  'limitation-number-taken',
  'cart-changed',
] as const
export type PlacementErrorCode = (typeof placementErrorCodes)[number]

export function isPlacementErrorCode(value: unknown): value is PlacementErrorCode {
  return typeof value === 'string' && (placementErrorCodes as readonly string[]).includes(value)
}
