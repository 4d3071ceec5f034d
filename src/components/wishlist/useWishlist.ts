'use client'

import { useSyncExternalStore } from 'react'
import { getServerWishlistSnapshot, getWishlistSnapshot, subscribeWishlist, toggleWishlist, type WishlistSnapshot } from '@/components/wishlist/wishlistStore'

export { mergeLocalIntoProfile } from '@/components/wishlist/wishlistStore'

/**
 * The visitor's wishlist for a component: every caller shares one store, so all hearts on the
 * page (and in other tabs) change together. `ready` is false until the page knows whether the
 * visitor is signed in; until then the local list is shown.
 */
export function useWishlist(): WishlistSnapshot & { ready: boolean; toggle: typeof toggleWishlist } {
  const snapshot = useSyncExternalStore(subscribeWishlist, getWishlistSnapshot, getServerWishlistSnapshot)
  return { ...snapshot, ready: snapshot.session !== 'unknown', toggle: toggleWishlist }
}
