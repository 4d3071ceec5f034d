'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { readLocalWishlist, toggleLocalWishlist, WISHLIST_STORAGE_KEY } from '@/components/wishlist/localWishlist'
import styles from './StickyNav.module.css'

/**
 * The wishlist heart of the sticky nav (default site only; StickyNav decides). It keeps the
 * anonymous list in localStorage; the signed-in behaviour arrives with the wishlist feature.
 * The server renders it unpressed, as it cannot read localStorage; same size, so no shift.
 */
export function WishlistHeart({ article }: { article: string }) {
  const t = useTranslations('blocks.stickyNav')
  const [saved, setSaved] = useState(false)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    const sync = () => setSaved(readLocalWishlist().some((entry) => entry.article === article))
    sync()
    // Another tab changing the list keeps this heart in step.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === WISHLIST_STORAGE_KEY) sync()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [article])

  const toggle = () => {
    const now = toggleLocalWishlist(article)
    setSaved(now)
    setAnnouncement(now ? t('wishlistAdded') : t('wishlistRemoved'))
  }

  return (
    <>
      <button type="button" className={styles.heart} aria-pressed={saved} aria-label={saved ? t('wishlistRemove') : t('wishlistAdd')} onClick={toggle}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 20.5 4.2 12.8a4.9 4.9 0 0 1 6.9-6.9l.9.9.9-.9a4.9 4.9 0 0 1 6.9 6.9Z" />
        </svg>
      </button>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </>
  )
}
