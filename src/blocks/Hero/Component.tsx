import { ContentImage } from '@/components/media/ContentImage'
import type { BlockView } from '@/server/content/types'
import styles from './styles.module.css'
import { linkTargetProps } from '@/domain/linkTarget'

type Props = { block: Extract<BlockView, { blockType: 'hero' }>; priority?: boolean }

export function Hero({ block, priority }: Props) {
  return (
    <section className={block.overlay ? `${styles.hero} ${styles.overlay}` : styles.hero}>
      <div className={block.imageMobile ? styles.desktopMedia : styles.media}>
        <ContentImage image={block.imageDesktop} priority={priority} className={styles.image} />
      </div>
      {block.imageMobile ? (
        <div className={styles.mobileMedia}>
          <ContentImage image={block.imageMobile} priority={priority} className={styles.image} />
        </div>
      ) : null}
      <div className={styles.text}>
        {priority ? <h1 className={styles.title}>{block.title}</h1> : <h2 className={styles.title}>{block.title}</h2>}
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
