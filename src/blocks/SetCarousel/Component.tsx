import { ProductCard } from '@/components/product/ProductCard'
import type { SetCarouselBlockView } from '@/blocks/SetCarousel/view'
import { Carousel } from './Carousel'
import styles from './styles.module.css'

export function SetCarousel({ block }: { block: SetCarouselBlockView }) {
  return (
    <section className={styles.setCarousel}>
      {block.headline || block.text ? (
        <header className={styles.intro}>
          {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
          {block.text ? <p className={styles.text}>{block.text}</p> : null}
        </header>
      ) : null}
      <Carousel label={block.headline ?? ''}>
        {block.products.map((product) => (
          <li key={product.id} className={styles.slide}>
            <ProductCard product={product} sizes="(min-width: 1240px) 400px, (min-width: 890px) 50vw, 100vw" />
          </li>
        ))}
      </Carousel>
    </section>
  )
}
