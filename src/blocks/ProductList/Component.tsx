import { ProductCard } from '@/components/product/ProductCard'
import { productGridLayout } from '@/domain/productGrid'
import type { BlockView } from '@/server/content/types'
import styles from './styles.module.css'

export function ProductList({ block }: { block: Extract<BlockView, { blockType: 'productList' }> }) {
  const grid = block.layout === 'highlight' ? 'highlight' : productGridLayout(block.products.length)
  return (
    <section className={styles.productList}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      <div className={`${styles.grid} ${styles[grid]}`} data-grid={grid}>
        {block.products.map((product) => (
          <ProductCard key={product.mpn} product={product} sizes="(min-width: 890px) 33vw, 50vw" />
        ))}
      </div>
    </section>
  )
}
