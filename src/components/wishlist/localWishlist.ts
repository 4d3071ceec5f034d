import type { WishlistEntry } from '@/domain/wishlist'

/** Anonymous visitors keep their wishlist in localStorage under "wishlist" (spec 1 §3, §9). */
export const WISHLIST_STORAGE_KEY = 'wishlist'

export function readLocalWishlist(): WishlistEntry[] {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((e) => typeof e?.article === 'string' && typeof e?.date_added === 'string') : []
  } catch {
    return []
  }
}

export function clearLocalWishlist(): void {
  window.localStorage.removeItem(WISHLIST_STORAGE_KEY)
}

/** Stores the list; false when storage is unavailable or full (private mode), so callers keep their state. */
export function writeLocalWishlist(entries: WishlistEntry[]): boolean {
  try {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(entries))
    return true
  } catch {
    return false
  }
}

/** Adds the article (dated now) or removes it; returns whether it is on the list afterwards. */
export function toggleLocalWishlist(article: string, now: Date = new Date()): boolean {
  const entries = readLocalWishlist()
  const saved = entries.some((entry) => entry.article === article)
  const next = saved ? entries.filter((entry) => entry.article !== article) : [...entries, { article, date_added: now.toISOString() }]
  return writeLocalWishlist(next) ? !saved : saved
}
