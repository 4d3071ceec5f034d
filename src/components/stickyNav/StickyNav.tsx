import { useTranslations } from 'next-intl'
import type { StickyAnchor } from '@/domain/stickyNav'
import type { Channel } from '@/domain/visibility'
import { AnchorLinks } from './AnchorLinks'
import styles from './StickyNav.module.css'
import { WishlistHeart } from './WishlistHeart'

type Props = { anchors: StickyAnchor[]; channel: Channel; wishlistArticle?: string }

/**
 * The sticky navigation of product and content pages (spec 1): anchor links and, on the default
 * site only, the wishlist heart. A server component; only the links and the heart hydrate.
 */
export function StickyNav({ anchors, channel, wishlistArticle }: Props) {
  const t = useTranslations('blocks.stickyNav')
  const heartArticle = channel === 'default' && wishlistArticle ? wishlistArticle : null
  if (anchors.length === 0 && !heartArticle) return null
  return (
    <nav className={styles.nav} aria-label={t('label')}>
      <div className={styles.inner}>
        {anchors.length > 0 ? <AnchorLinks anchors={anchors} /> : <span className={styles.fill} />}
        {heartArticle ? <WishlistHeart article={heartArticle} /> : null}
      </div>
    </nav>
  )
}
