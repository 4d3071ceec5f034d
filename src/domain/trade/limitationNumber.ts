/**
 * Spec 2 §4 "Yearly ring: … otherwise a number is chosen": the jeweller picks one of the free
 * limitation numbers. When someone else took it first, the add is refused (409 with this key as its
 * detail) instead of quietly reserving another number than the one promised to the end customer.
 */
export const LIMITATION_NUMBER_TAKEN = 'shop.error.limitation-number-taken'

/** The chosen number as the selection carries it (yearlyRingId), or null when none or not a positive whole number. */
export function chosenLimitationNumber(yearlyRingId: string | null): number | null {
  if (yearlyRingId === null || !/^\d{1,9}$/.test(yearlyRingId)) return null
  const n = Number(yearlyRingId)
  return n > 0 ? n : null
}

/** The limitation number a line answer reserved (its metadata's limit_nr), or null. */
export function reservedLimitationNumber(line: unknown): number | null {
  const nr = (line as { metadata?: { limit_nr?: unknown } } | null)?.metadata?.limit_nr
  return typeof nr === 'string' || typeof nr === 'number' ? chosenLimitationNumber(String(nr)) : null
}
