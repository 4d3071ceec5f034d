import { InvalidSelectionError } from '@/domain/trade/invalidSelectionError'
import type { ServiceItem } from '@/domain/trade/productGroup'

/** Spec 2 §5/§8: the hint when the cart would hold more of a service item than allowed. */
export const TOO_LARGE_QUANTITY = 'shop.hint.too-large-quantity'

export type TooLargeQuantityHint = { key: typeof TOO_LARGE_QUANTITY; quantity: number; max: number }

function assertItem(item: ServiceItem): void {
  if (!Number.isSafeInteger(item.orderQuantity) || item.orderQuantity < 1)
    throw new RangeError(`orderQuantity must be a positive integer, got ${item.orderQuantity}`)
  if (!Number.isSafeInteger(item.maxQuantity) || item.maxQuantity < 0) throw new RangeError(`maxQuantity must be a whole number, got ${item.maxQuantity}`)
}

/**
 * Spec 2 §5: "Quantity options step by orderQuantity up to maxQuantity": 25, 50, … up to the largest
 * multiple not above the maximum. None when the maximum is below one step.
 */
export function serviceQuantityOptions(item: ServiceItem): number[] {
  assertItem(item)
  const steps = Math.floor(item.maxQuantity / item.orderQuantity)
  return Array.from({ length: steps }, (_, i) => (i + 1) * item.orderQuantity)
}

/** Whether a quantity is one of serviceQuantityOptions, without building the list. */
export function isServiceQuantity(item: ServiceItem, quantity: number): boolean {
  assertItem(item)
  return Number.isSafeInteger(quantity) && quantity >= item.orderQuantity && quantity <= item.maxQuantity && quantity % item.orderQuantity === 0
}

/**
 * Spec 2 §5: "cart quantity plus selection must not exceed maxQuantity (hint
 * shop.hint.too-large-quantity, with the quantity and the maximum)". The hint's quantity is that sum,
 * the amount the cart would hold; null when it fits.
 */
export function tooLargeQuantityHint(item: ServiceItem, cartQuantity: number, quantity: number): TooLargeQuantityHint | null {
  assertItem(item)
  for (const count of [cartQuantity, quantity])
    if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`A quantity is a whole number, got ${count}`)
  const total = cartQuantity + quantity
  return total > item.maxQuantity ? { key: TOO_LARGE_QUANTITY, quantity: total, max: item.maxQuantity } : null
}

/**
 * The price of a service item line: unit price times quantity, in minor units. Throws
 * InvalidSelectionError for a quantity the dropdown never offers (not a step, or above the maximum).
 */
export function serviceLinePrice(item: ServiceItem, quantity: number): { unit: number; quantity: number; total: number } {
  if (!isServiceQuantity(item, quantity)) {
    throw new InvalidSelectionError('quantity', `${quantity} is not a multiple of ${item.orderQuantity} up to ${item.maxQuantity}`)
  }
  const total = item.price * quantity
  if (!Number.isSafeInteger(item.price) || item.price < 0 || !Number.isSafeInteger(total))
    throw new InvalidSelectionError('missing-price', `unit price ${item.price}`)
  return { unit: item.price, quantity, total }
}
