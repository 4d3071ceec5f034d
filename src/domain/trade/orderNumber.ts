/**
 * The number a placed order is known by, on the confirmation and in the portal: the year it was
 * placed and its id, "2026-000042". Derived from the unique id, so two placements never need to
 * agree on a counter.
 */
export function orderNumberOf(id: number, placedAt: Date): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`Not an order id: ${id}`)
  return `${placedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`
}
