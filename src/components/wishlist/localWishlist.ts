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
