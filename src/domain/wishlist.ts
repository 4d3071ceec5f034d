/** A wishlist entry (spec 1 §3): the product's article number and when it was added. */
export type WishlistEntry = { article: string; date_added: string }

/** Merges lists without duplicates, keeping each article's earliest date. */
export function mergeWishlists(...lists: WishlistEntry[][]): WishlistEntry[] {
  const byArticle = new Map<string, WishlistEntry>()
  for (const entry of lists.flat()) {
    const known = byArticle.get(entry.article)
    if (!known || Date.parse(entry.date_added) < Date.parse(known.date_added)) byArticle.set(entry.article, entry)
  }
  return [...byArticle.values()]
}
