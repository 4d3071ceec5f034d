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
  try {
    window.localStorage.removeItem(WISHLIST_STORAGE_KEY)
  } catch {
    // Storage disabled: there was nothing to clear.
  }
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
