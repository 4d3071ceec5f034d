import { ContentImage } from '@/components/media/ContentImage'
import type { TeaserBoxesBlockView } from '@/blocks/TeaserBoxes/view'
import styles from './styles.module.css'
import { linkTargetProps } from '@/domain/linkTarget'

export function TeaserBoxes({ block }: { block: TeaserBoxesBlockView }) {
  // Two or three side by side; a fourth box starts a new row rather than squeezing the others.
  const columns = Math.min(Math.max(block.boxes.length, 1), 3)
  return (
    <section className={styles.teaserBoxes}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      <ul className={styles.boxes} data-columns={columns}>
        {block.boxes.map((box) => (
          <li key={box.id} className={styles.box}>
            {box.image ? (
              <div className={styles.media}>
                <ContentImage image={box.image} sizes="(min-width: 1240px) 400px, (min-width: 890px) 33vw, 100vw" />
              </div>
            ) : null}
            <h3 className={styles.title}>{box.title}</h3>
            {box.text ? <p className={styles.text}>{box.text}</p> : null}
            {box.link ? (
              <a href={box.link.href} className={styles.link} {...linkTargetProps(box.link)}>
                {box.linkCaption ?? box.title}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
