'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useWishlist } from '@/components/wishlist/useWishlist'

/** `name` (the product's) makes each tile's label unique among the many hearts of a grid. */
type Props = { article: string; name?: string; className?: string }

/**
 * The heart that adds a product to the wishlist or removes it (issue 6): it changes at once, says
 * what it will do in its label (aria-pressed tells the state) and announces what happened in a
 * polite live region — including a rollback when the profile could not be saved. Rendered
 * unpressed on the server; the same box either way, so nothing shifts on hydration.
 */
export function WishlistButton({ article, name, className }: Props) {
  const t = useTranslations('wishlist')
  const { entries, toggle } = useWishlist()
  const [announcement, setAnnouncement] = useState('')
  const saved = entries.some((entry) => entry.article === article)
  const label = name ? t(saved ? 'removeProduct' : 'addProduct', { name }) : t(saved ? 'remove' : 'add')

  const onClick = () => {
    const { outcome, saved: stored } = toggle(article)
    setAnnouncement(t(outcome))
    if (outcome !== 'full') void stored.then((ok) => (ok ? undefined : setAnnouncement(t('saveFailed'))))
  }

  return (
    <>
      <button type="button" className={className} aria-pressed={saved} aria-label={label} onClick={onClick}>
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
