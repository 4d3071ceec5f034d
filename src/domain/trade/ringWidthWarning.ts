import type { ProductType } from '@/domain/productFilters'

/** Spec 2 §5/§9: "Ring width outside 47 to 67.6 shows a size warning." Both bounds are inside. */
export const RING_WIDTH_MIN = 47
export const RING_WIDTH_MAX = 67.6

/** Whether the shop shows the size warning: rings only, and only a width outside the usual range. */
export function hasRingWidthWarning(productType: ProductType, length: number | null): boolean {
  return productType === 'ring' && length !== null && (length < RING_WIDTH_MIN || length > RING_WIDTH_MAX)
}
