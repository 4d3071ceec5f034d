'use client'

import { WishlistButton } from '@/components/wishlist/WishlistButton'
import styles from './StickyNav.module.css'

/**
 * The wishlist heart of the sticky nav (default site only; StickyNav decides). The shared store
 * keeps it in step with the product tiles' hearts and saves to localStorage or the profile.
 */
export function WishlistHeart({ article }: { article: string }) {
  return <WishlistButton article={article} className={styles.heart} />
}
