import { getTranslations } from 'next-intl/server'
import { ContentImage } from '@/components/media/ContentImage'
import type { ProductCardView } from '@/server/content/types'
import styles from './ProductCard.module.css'

export async function ProductCard({ product, sizes }: { product: ProductCardView; sizes: string }) {
  const t = await getTranslations('product')
  return (
    <article className={styles.card}>
      <a href={product.href} className={styles.link}>
        <div className={styles.media}>
          <ContentImage image={product.image} sizes={sizes} />
        </div>
        <p className={styles.type}>{t(`type.${product.type as 'ring'}`)}</p>
        <h3 className={styles.name}>
          {product.name}
          {product.name2 ? <span className={styles.name2}>{product.name2}</span> : null}
        </h3>
        {product.isLimited ? <p className={styles.limited}>{t('limited')}</p> : null}
      </a>
    </article>
  )
}
