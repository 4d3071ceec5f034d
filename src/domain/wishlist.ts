/** A wishlist entry (spec 1 §3): the product's article number and when it was added. */
export type WishlistEntry = { article: string; date_added: string }

/** The server keeps at most this many entries (issue 6); the browser stops adding there too. */
export const MAX_WISHLIST_ENTRIES = 200

/** Merges lists without duplicates, keeping each article's earliest date. */
export function mergeWishlists(...lists: WishlistEntry[][]): WishlistEntry[] {
  const byArticle = new Map<string, WishlistEntry>()
  for (const entry of lists.flat()) {
    const known = byArticle.get(entry.article)
    if (!known || Date.parse(entry.date_added) < Date.parse(known.date_added)) byArticle.set(entry.article, entry)
  }
  return [...byArticle.values()]
}

/** The field message for an article that is no product (one place for server and browser). */
export function unknownArticleMessage(article: string): string {
  return `Unknown article "${article}".`
}

const UNKNOWN_ARTICLE = /^Unknown article "(.*)"\.$/

/**
 * The articles a 400 answer refused as unknown. A product that was unpublished after a visitor
 * saved it would otherwise block every later save of the whole list (and a registration).
 */
export function unknownArticlesIn(body: unknown): string[] {
  const messages = (body as { wishlist?: unknown } | null)?.wishlist
  if (!Array.isArray(messages)) return []
  return messages.flatMap((m) => (typeof m === 'string' ? (UNKNOWN_ARTICLE.exec(m)?.[1] ?? []) : []))
}
