/** Spec 2 §2: the cart sorts by date added (the default) or by product name. */
export const cartSorts = ['added_at', 'by_productname'] as const
export type CartSort = (typeof cartSorts)[number]
export const DEFAULT_CART_SORT: CartSort = 'added_at'

export function isCartSort(value: unknown): value is CartSort {
  return typeof value === 'string' && (cartSorts as readonly string[]).includes(value)
}

type Sortable = { id: number; added_at: string; product: { name: string } }

/**
 * The lines in the chosen order, as a new array: by when they were added (oldest first, as they were
 * put in), or by product name in the page's language (then by when added, so equal names stay put).
 */
export function sortLines<T extends Sortable>(lines: readonly T[], sort: CartSort, locale: string): T[] {
  const byAdded = (a: T, b: T) => a.added_at.localeCompare(b.added_at) || a.id - b.id
  if (sort === 'added_at') return [...lines].sort(byAdded)
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  return [...lines].sort((a, b) => collator.compare(a.product.name, b.product.name) || byAdded(a, b))
}
