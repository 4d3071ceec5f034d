/**
 * The number a placed order is known by, on the confirmation and in the portal: the year it was
 * placed and its place in that year's placements, "2026-000042". The running part is padded to six
 * digits so that, within a year, later numbers also sort later as text.
 */
export function orderNumberOf(year: number, sequence: number): string {
  if (!Number.isSafeInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Not a year: ${year}`)
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a running number: ${sequence}`)
  return `${year}-${String(sequence).padStart(6, '0')}`
}

/** The running part of a number of `year` ("2026-000042" → 42), or null for any other text. */
export function sequenceOf(number: string | null | undefined, year: number): number | null {
  const match = /^(\d{4})-(\d{6,})$/.exec(number ?? '')
  if (!match || Number(match[1]) !== year) return null
  const sequence = Number(match[2])
  return Number.isSafeInteger(sequence) && sequence >= 1 ? sequence : null
}

/** The number after the highest one given in `year` so far (null: none yet). */
export function nextOrderNumber(highest: string | null, year: number): string {
  return orderNumberOf(year, (sequenceOf(highest, year) ?? 0) + 1)
}
