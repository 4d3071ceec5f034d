/**
 * Why a line of a quick order or of a past order ordered again did not go into the cart (issue 33:
 * "each refused one named with its reason", "what no longer exists is named, not silently dropped").
 * Each is a message key under `shop.refusal.` in every catalogue; the API answers it as `error_key`.
 */
export const lineRefusals = [
  // The text of a line (quick order).
  'columns',
  'article-format',
  'article-product',
  'article-model',
  'article-length',
  'article-variant',
  'article-finish',
  'article-special-color',
  'article-special-length',
  'quantity-invalid',
  // The article against today's catalogue.
  'not-in-shop',
  'finish-not-offered',
  'length-required',
  'length-not-offered',
  'length-spelling',
  'special-color-not-offered',
  'quantity-too-large',
  'quantity-step',
  // Adding it to the cart.
  'not-offered',
  'unavailable',
  'sold-out',
  'service-item-maximum',
  'engraving-image',
  'refused',
  // A past order's line the jeweller or the house cancelled (order again).
  'cancelled',
] as const

export type LineRefusal = (typeof lineRefusals)[number]

export function isLineRefusal(value: unknown): value is LineRefusal {
  return typeof value === 'string' && (lineRefusals as readonly string[]).includes(value)
}
