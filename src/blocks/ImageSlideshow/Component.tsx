import type { ImageSlideshowBlockView } from '@/blocks/ImageSlideshow/view'
import { Slideshow } from './Slideshow'
import styles from './styles.module.css'

export function ImageSlideshow({ block }: { block: ImageSlideshowBlockView }) {
  if (block.slides.length === 0) return null
  return (
    <section className={styles.section}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      <Slideshow label={block.headline} slides={block.slides} />
    </section>
  )
}
