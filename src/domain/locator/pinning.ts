import { locator } from './constants'
import type { StoreType } from './storeTypes'

type Ranked = { type: StoreType; distanceToUser: number }

/**
 * Spec 3 §4: the nearest boutique and the nearest lounge are pinned on top when within the
 * threshold (2000 km); the rest follow by distance. Input sorted by distance, output too apart
 * from the pinned ones (boutique first, the house's own).
 */
export function pinNearest<T extends Ranked>(stores: readonly T[], thresholdKm: number = locator.pinDistanceKm): T[] {
  const pinned: T[] = []
  for (const type of ['boutique', 'lounge'] as const) {
    const nearest = stores.find((s) => s.type === type)
    if (nearest && nearest.distanceToUser <= thresholdKm) pinned.push(nearest)
  }
  return [...pinned, ...stores.filter((s) => !pinned.includes(s))]
}
