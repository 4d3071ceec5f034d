import { ContentImage } from '@/components/media/ContentImage'
import type { QuoteBlockView } from '@/blocks/Quote/view'
import styles from './styles.module.css'

export function Quote({ block }: { block: QuoteBlockView }) {
  const [image] = block.images
  return (
    <figure className={`${styles.quote} ${styles[block.style] ?? ''}`}>
      {image && block.style !== 'textOnly' ? (
        <div className={styles.media}>
          <ContentImage image={image} sizes="(min-width: 890px) 50vw, 100vw" />
        </div>
      ) : null}
      <div className={styles.text}>
        <blockquote>
          <p>{block.quote}</p>
        </blockquote>
        {block.author ? <figcaption>{block.author}</figcaption> : null}
      </div>
    </figure>
  )
}
