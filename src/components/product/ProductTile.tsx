import type React from 'react'
import { ContentImage } from '@/components/media/ContentImage'
import type { ProductCardView } from '@/server/content/types'
import styles from './ProductCard.module.css'

type Props = {
  product: ProductCardView
  sizes: string
  /** Translated by the caller: the server card reads the catalogue on the server, the wishlist grid in the browser. */
  typeLabel: string
  limitedLabel: string
  /** Controls over the image corner (the wishlist heart): beside the link, never inside it. */
  corner?: React.ReactNode
  /** Below the name, inside the link (the wishlist's date added). */
  footer?: React.ReactNode
}

/** A product tile linking to its page; shared by the blocks' cards and the wishlist grid. */
export function ProductTile({ product, sizes, typeLabel, limitedLabel, corner, footer }: Props) {
  return (
    <article className={styles.card}>
      <a href={product.href} className={styles.link}>
        <div className={styles.media}>
          <ContentImage image={product.image} sizes={sizes} />
        </div>
        <p className={styles.type}>{typeLabel}</p>
        <h3 className={styles.name}>
          {product.name}
          {product.name2 ? <span className={styles.name2}>{product.name2}</span> : null}
        </h3>
        {product.isLimited ? <p className={styles.limited}>{limitedLabel}</p> : null}
        {footer}
      </a>
      {corner}
    </article>
  )
}
