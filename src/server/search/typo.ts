/** Issue 6: "typo tolerance of one edit for words of 5+ letters". */
export const TYPO_MIN_LENGTH = 5

const sameFrom = (a: string, i: number, b: string, j: number): boolean => {
  if (a.length - i !== b.length - j) return false
  for (; i < a.length; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false
  return true
}

/**
 * Whether two words differ by at most one edit: a letter changed, added or left out, or two
 * neighbours swapped ("Armbnad" → "Armband" is one slip of the fingers, not two). Linear time, no
 * allocation: it runs against every dictionary word of a similar length.
 */
export function withinOneEdit(a: string, b: string): boolean {
  const diff = a.length - b.length
  if (diff > 1 || diff < -1) return false
  let i = 0
  const shorter = Math.min(a.length, b.length)
  while (i < shorter && a.charCodeAt(i) === b.charCodeAt(i)) i++
  if (i === shorter) return true
  if (diff === 1) return sameFrom(a, i + 1, b, i)
  if (diff === -1) return sameFrom(a, i, b, i + 1)
  if (sameFrom(a, i + 1, b, i + 1)) return true
  return a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameFrom(a, i + 2, b, i + 2)
}
