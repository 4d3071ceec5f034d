import { ArtDirectedImage } from '@/components/media/ArtDirectedImage'
import { ContentImage } from '@/components/media/ContentImage'
import { linkTargetProps } from '@/domain/linkTarget'
import type { HeroBlockView } from '@/blocks/Hero/view'
import styles from './styles.module.css'

/** `h1`: the hero is the page's main heading (RenderBlocks' pageHeading); `priority`: its image is the first to load. */
type Props = { block: HeroBlockView; priority?: boolean; h1?: boolean }

export function Hero({ block, priority, h1 }: Props) {
  return (
    <section className={block.overlay ? `${styles.hero} ${styles.overlay}` : styles.hero}>
      <div className={styles.media}>
        {block.imageDesktop && block.imageMobile ? (
          <ArtDirectedImage desktop={block.imageDesktop} mobile={block.imageMobile} priority={priority} className={styles.picture} />
        ) : (
          <ContentImage image={block.imageDesktop ?? block.imageMobile} priority={priority} className={styles.image} />
        )}
      </div>
      <div className={styles.text}>
        {h1 ? <h1 className={styles.title}>{block.title}</h1> : <h2 className={styles.title}>{block.title}</h2>}
        {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
        {block.link && block.linkCaption ? (
          <a className={styles.link} href={block.link.href} {...linkTargetProps(block.link)} data-track-button-type="hero_cta">
            {block.linkCaption}
          </a>
        ) : null}
      </div>
    </section>
  )
}
