/** Size labels of spec 2 §3 ("15 S, 17 M, 19 L, 21 XL"), shown instead of the number when a group uses them. */
export const sizeLabels = { 15: 'S', 17: 'M', 19: 'L', 21: 'XL' } as const

export type SizeLabel = (typeof sizeLabels)[keyof typeof sizeLabels]

/**
 * The label of a length, or null: when the group does not use labels, or for a length without one
 * (the shop then shows the number, so an editor adding 16 does not break the list).
 */
export function sizeLabelFor(length: number, useSizeLabels: boolean): SizeLabel | null {
  if (!useSizeLabels) return null
  return Object.hasOwn(sizeLabels, length) ? sizeLabels[length as keyof typeof sizeLabels] : null
}
