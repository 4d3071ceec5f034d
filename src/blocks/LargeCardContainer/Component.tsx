import { CardMedia } from '@/components/media/CardMedia'
import type { LargeCardContainerBlockView } from '@/blocks/LargeCardContainer/view'
import styles from './styles.module.css'
import { linkTargetProps } from '@/domain/linkTarget'

/** Large cards, one per row: media beside the text on desktop, sides alternating down the page. */
export function LargeCardContainer({ block }: { block: LargeCardContainerBlockView }) {
  return (
    <section className={styles.container}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      <ul className={styles.cards}>
        {block.cards.map((card) => (
          <li key={card.id} className={styles.card}>
            <CardMedia card={card} sizes="(min-width: 890px) 60vw, 100vw" className={styles.media} />
            <div className={styles.text}>
              <h3 className={styles.cardHeadline}>{card.headline}</h3>
              {card.text ? <p>{card.text}</p> : null}
              {card.link ? (
                <a href={card.link.href} className={styles.link} {...linkTargetProps(card.link)}>
                  {card.linkCaption ?? card.headline}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
