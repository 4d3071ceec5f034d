import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import { ProductCard } from '@/components/product/ProductCard'
import { productListGrid } from '@/domain/productGrid'
import { pickMessages, siteClientNamespaces } from '@/i18n/clientMessages'
import type { Messages } from '@/i18n/messages'
import type { ProductListBlockView } from '@/blocks/ProductList/view'
import { FilterableProductList } from './Component.client'
import styles from './styles.module.css'

type Props = { block: ProductListBlockView }

export async function ProductList({ block }: Props) {
  const grid = productListGrid(block.layout, block.products.length)
  const sizes = block.filter ? '(min-width: 1181px) 25vw, (min-width: 890px) 33vw, 50vw' : '(min-width: 890px) 33vw, 50vw'
  const tiles = block.products.map((product) => <ProductCard key={product.mpn} product={product} sizes={sizes} />)
  if (!block.filter) {
    return (
      <section className={styles.productList}>
        {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
        <div className={`${styles.grid} ${styles[grid]}`} data-grid={grid}>
          {tiles}
        </div>
      </section>
    )
  }
  // Only pages with a filtering list ship the panel's texts to the browser.
  const messages = (await getMessages()) as Messages
  return (
    <section className={styles.productList}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      <NextIntlClientProvider messages={pickMessages(messages, [...siteClientNamespaces, 'filter'])}>
        <FilterableProductList filter={block.filter} layout={block.layout} count={block.products.length} sizes={sizes}>
          {tiles}
        </FilterableProductList>
      </NextIntlClientProvider>
    </section>
  )
}
