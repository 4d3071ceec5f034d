'use client'

import { usePathname } from 'next/navigation'
import { useMicrosite } from '@/components/microsite/MicrositeContext'
import { WishlistButton } from '@/components/wishlist/WishlistButton'
import styles from './WishlistTileHeart.module.css'

/** Microsite paths, also of a jeweller that does not exist (whose context is null). */
const MICROSITE_PATH = /^\/[a-z-]+\/microsite\//

/**
 * The heart over a product tile's image corner (issue 6: "default site only, never on
 * microsites"). A sibling of the card's link, never inside it: a button in a link is invalid and
 * unreachable for many assistive technologies.
 */
export function WishlistTileHeart({ article, name }: { article: string; name: string }) {
  const microsite = useMicrosite()
  const pathname = usePathname()
  if (microsite || MICROSITE_PATH.test(pathname ?? '')) return null
  return (
    <div className={styles.corner}>
      <WishlistButton article={article} name={name} className={styles.heart} />
    </div>
  )
}
