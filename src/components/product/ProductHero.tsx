import { getTranslations } from 'next-intl/server'
import { ContentImage } from '@/components/media/ContentImage'
import type { PageView } from '@/server/content/pageView'
import styles from './ProductHero.module.css'

/** The head of a product page: main image, names, summary and the article number. */
export async function ProductHero({ product }: { product: NonNullable<PageView['product']> }) {
  const t = await getTranslations('product')
  return (
    <section className={styles.hero} aria-labelledby="product-title">
      <div className={styles.media}>
        <ContentImage image={product.image} sizes="(min-width: 890px) 50vw, 100vw" priority />
      </div>
      <div className={styles.text}>
        <p className={styles.type}>{t(`type.${product.type as 'ring'}`)}</p>
        <h1 id="product-title" className={styles.name}>
          {product.name}
          {product.name2 ? <span className={styles.name2}>{product.name2}</span> : null}
        </h1>
        {product.isLimited ? <p className={styles.limited}>{t('limited')}</p> : null}
        {product.pageSummary ? <p className={styles.summary}>{product.pageSummary}</p> : null}
        <p className={styles.mpn}>
          {t('articleNumber')} <span>{product.mpn}</span>
        </p>
      </div>
      {product.gallery.length ? (
        <ul className={styles.gallery} aria-label={t('gallery')}>
          {/* A landscape image takes a row of its own; squares and portraits pair up (issue 31). */}
          {product.gallery.map((image) => {
            const wide = image.width > image.height * 1.2
            return (
              <li key={image.url} className={wide ? styles.wide : undefined}>
                <ContentImage image={image} sizes={wide ? '(min-width: 1440px) 1400px, 100vw' : '(min-width: 890px) 50vw, 100vw'} />
              </li>
            )
          })}
        </ul>
      ) : null}
    </section>
  )
}
