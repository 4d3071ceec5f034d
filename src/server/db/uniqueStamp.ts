import 'server-only'

/**
 * A write time never handed out twice in this process. Conditional writes tell "my change happened"
 * by the row carrying their stamp (the portal's item actions, the order desk's moves, receiving), so
 * two writes stamped in the same millisecond would each take the other's change for their own (seen:
 * three concurrent sales of one piece recorded twice). One counter for all of them, since an order
 * is moved by the house and received through the portal alike. Several processes share only
 * PostgreSQL, where the guards also ask whether their transaction wrote the row (xmin).
 */
let lastStamp = 0
export function uniqueStamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1)
  return new Date(lastStamp).toISOString()
}
