import { ContentImage } from '@/components/media/ContentImage'
import type { ImageParallaxBlockView } from '@/blocks/ImageParallax/view'
import { Parallax } from './Parallax'
import styles from './styles.module.css'

export function ImageParallax({ block }: { block: ImageParallaxBlockView }) {
  const desktop = block.image ?? block.imageMobile
  if (!desktop) return null
  const mobile = block.image ? block.imageMobile : undefined
  return (
    <figure className={styles.parallax}>
      <Parallax portraitOnMobile={Boolean(block.imageMobile)}>
        {mobile ? (
          <>
            <div className={styles.desktop}>
              <ContentImage image={desktop} className={styles.image} />
            </div>
            <div className={styles.mobile}>
              <ContentImage image={mobile} className={styles.image} />
            </div>
          </>
        ) : (
          <ContentImage image={desktop} className={styles.image} />
        )}
      </Parallax>
      {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
    </figure>
  )
}
