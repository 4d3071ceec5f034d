import type { ProductType } from '@/domain/productFilters'
import { lengthOptionsFor } from '@/domain/trade/lengthOptions'
import type { Material } from '@/domain/trade/materials'
import type { ProductGroup } from '@/domain/trade/productGroup'

/** Spec 2 §5/§9: "Default lengths, only when lengths exist: ring 56, necklace 42.5, bracelet 17." */
export const DEFAULT_LENGTHS: Partial<Record<ProductType, number>> = { ring: 56, necklace: 42.5, bracelet: 17 }

/**
 * The length a fresh selection starts with, or null when the group has no lengths for the colour.
 * The spec's default when offered; otherwise the nearest article length (the smaller on a tie), so
 * a group without 56 still starts at a real ring width rather than at none. Special lengths are only
 * the fallback when a colour has no article lengths, since they cost extra. Types without a spec
 * default (earrings, ronde, amulet) start at their first article length, the editors' order.
 */
export function defaultLength(group: ProductGroup, metalColor: Material | null): number | null {
  const { article, special } = lengthOptionsFor(group, metalColor)
  const candidates = (article.length ? article : special).map((o) => o.length)
  if (!candidates.length) return null
  const target = DEFAULT_LENGTHS[group.productType]
  if (target === undefined) return candidates[0] ?? null
  return candidates.reduce((best, length) => {
    const distance = Math.abs(length - target)
    const bestDistance = Math.abs(best - target)
    return distance < bestDistance || (distance === bestDistance && length < best) ? length : best
  })
}
