'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { ProductTile } from '@/components/product/ProductTile'
import { Loader } from '@/components/ui/Loader/Loader'
import { AddedOn } from '@/components/wishlist/AddedOn'
import { useProductCards } from '@/components/wishlist/useProductCards'
import { useWishlist } from '@/components/wishlist/useWishlist'
import { WishlistTileHeart } from '@/components/wishlist/WishlistTileHeart'
import type { WishlistEntry } from '@/domain/wishlist'
import styles from './WishlistGrid.module.css'

type Props = {
  homeHref: string
  loginHref: string
  /** The contact form that takes the wishlist along (`?wishlistinclude`, spec 1 §2); absent without a contact page. */
  enquireHref?: string
}

/** The current entries, plus those removed on this page: their cards stay (heart unpressed) until the next visit. */
function withRemoved(entries: readonly WishlistEntry[], seen: readonly WishlistEntry[]): WishlistEntry[] {
  const current = new Set(entries.map((entry) => entry.article))
  return [...entries, ...seen.filter((entry) => !current.has(entry.article))]
}

/**
 * The wishlist page's grid (issue 6): product cards linking to their pages, newest first, each
 * with the date added and its heart; the no-items message when empty. Everything here is the
 * visitor's own, so the page around it stays a static, cached shell.
 */
export function WishlistGrid({ homeHref, loginHref, enquireHref }: Props) {
  const t = useTranslations('wishlist')
  const tp = useTranslations('product')
  const locale = useLocale()
  const { entries, ready, session } = useWishlist()
  // Removing a piece here must not pull its card (and the focused heart) from under the visitor.
  const [seen, setSeen] = useState<readonly WishlistEntry[]>([])
  useEffect(() => {
    if (ready) setSeen((before) => withRemoved(entries, before))
  }, [entries, ready])
  const [now] = useState(() => new Date())

  const shown = ready ? withRemoved(entries, seen).sort((a, b) => Date.parse(b.date_added) - Date.parse(a.date_added)) : []
  const { cards, loading, failed, retry } = useProductCards(
    shown.map((entry) => entry.article),
    locale,
  )
  const tiles = shown.flatMap((entry) => {
    const card = cards[entry.article]
    return card ? [{ entry, card }] : []
  })

  const signInHint =
    session === 'anonymous' ? (
      <p className={styles.hint}>
        {t('signInHint')} <a href={loginHref}>{t('signIn')}</a>
      </p>
    ) : null

  if (!ready || (loading && !tiles.length)) {
    return (
      <div className={styles.status}>
        <Loader label={t('loading')} />
      </div>
    )
  }
  if (failed && !tiles.length) {
    return (
      <div className={styles.status}>
        <p role="alert">{t('loadFailed')}</p>
        <button type="button" className={styles.action} onClick={retry}>
          {t('retry')}
        </button>
      </div>
    )
  }
  if (!tiles.length) {
    return (
      <div className={styles.empty}>
        <p>{t('noItems')}</p>
        <a className={styles.action} href={homeHref}>
          {t('browse')}
        </a>
        {signInHint}
      </div>
    )
  }
  return (
    <>
      {signInHint}
      {enquireHref ? (
        <p className={styles.enquire}>
          <a className={styles.action} href={enquireHref}>
            {t('enquire')}
          </a>
        </p>
      ) : null}
      <ul className={styles.grid}>
        {tiles.map(({ entry, card }) => (
          <li key={entry.article}>
            <ProductTile
              product={card}
              sizes="(min-width: 1240px) 25vw, (min-width: 890px) 33vw, 50vw"
              typeLabel={tp(`type.${card.type as 'ring'}`)}
              limitedLabel={tp('limited')}
              corner={<WishlistTileHeart article={card.mpn} name={card.name2 ? `${card.name} ${card.name2}` : card.name} />}
              footer={<AddedOn date={entry.date_added} now={now} className={styles.added} />}
            />
          </li>
        ))}
      </ul>
      {loading ? <Loader label={t('loading')} /> : null}
    </>
  )
}
