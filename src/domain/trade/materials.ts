/**
 * Materials of spec 2 §3, which are also a product group's metal colours and the finish part of
 * its article numbers: WG white gold, GG yellow gold, GW yellow and white gold.
 */
export const materials = ['WG', 'GG', 'GW'] as const
export type Material = (typeof materials)[number]

export function isMaterial(value: unknown): value is Material {
  return typeof value === 'string' && (materials as readonly string[]).includes(value)
}
