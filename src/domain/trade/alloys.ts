import { filterValues } from '@/domain/productFilters'

/** Alloys of spec 2 §3; the same values as the catalogue's alloy filter, so they are defined once. */
export const alloys = filterValues.filterAlloy
export type Alloy = (typeof alloys)[number]

export function isAlloy(value: unknown): value is Alloy {
  return typeof value === 'string' && (alloys as readonly string[]).includes(value)
}
