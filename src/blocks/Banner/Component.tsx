import type { BannerBlockView } from '@/blocks/Banner/view'
import styles from './styles.module.css'
import { linkTargetProps } from '@/domain/linkTarget'

export function Banner({ block }: { block: BannerBlockView }) {
  return (
    <aside className={styles.banner}>
      <p>{block.text}</p>
      {block.link ? (
        <a href={block.link.href} {...linkTargetProps(block.link)} data-track-button-type="banner_cta">
          {block.linkCaption ?? block.text}
        </a>
      ) : null}
    </aside>
  )
}
