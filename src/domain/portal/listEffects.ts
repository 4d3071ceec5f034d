import type { ItemAction } from '@/domain/portal/permissions'

/** The row fields the list needs to apply an action's answer. */
export type ListRow = { id: number; location?: { id: number } | null }

export type ActionResult<R> = { action: ItemAction | 'log_sell_in'; item: R | null }

/**
 * Spec 3 §4 "Item actions and their effect on the list": a sale or book-out removes the row; a
 * location change updates it, and removes it when the new store is not one the list shows; notes,
 * virtual storage and seller update in place; a change request changes no row.
 */
export function applyActionResults<R extends ListRow>(rows: readonly R[], results: readonly ActionResult<R>[], shownStores: readonly string[]): R[] {
  let next = [...rows]
  for (const { action, item } of results) {
    // A received piece (log_sell_in) is a new stock row, not a row of the open orders it came from:
    // the receiving panel reloads that list instead.
    if (!item || action === 'log_sell_in') continue
    if (action === 'sell_out' || action === 'book_out') {
      next = next.filter((r) => r.id !== item.id)
    } else if (action === 'change_location') {
      const store = String(item.location?.id ?? '')
      next = shownStores.includes(store) ? next.map((r) => (r.id === item.id ? item : r)) : next.filter((r) => r.id !== item.id)
    } else if (action !== 'request_change') {
      next = next.map((r) => (r.id === item.id ? item : r))
    }
  }
  return next
}

/** How many rows the actions took out of the list (the count shown follows). */
export function removedCount(before: readonly unknown[], after: readonly unknown[]): number {
  return before.length - after.length
}
