/** The store types of spec 3 §3, in the order the type filter shows them. */
export const storeTypes = ['boutique', 'lounge', 'jeweler'] as const
export type StoreType = (typeof storeTypes)[number]

export function isStoreType(value: unknown): value is StoreType {
  return typeof value === 'string' && (storeTypes as readonly string[]).includes(value)
}

/** Spec 3 §4: "In the type filter, lounge counts as jeweler." No filter: every store. */
export function matchesStoreType(storeType: StoreType, filter: readonly StoreType[]): boolean {
  if (filter.length === 0) return true
  return filter.includes(storeType) || (storeType === 'lounge' && filter.includes('jeweler'))
}
