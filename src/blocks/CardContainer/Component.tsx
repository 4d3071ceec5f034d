import { CardMedia } from '@/components/media/CardMedia'
import type { CardContainerBlockView } from '@/blocks/CardContainer/view'
import { CardSlider } from './CardSlider'
import styles from './styles.module.css'
import { linkTargetProps } from '@/domain/linkTarget'

export function CardContainer({ block }: { block: CardContainerBlockView }) {
  return (
    <section className={styles.container}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      <CardSlider label={block.headline ?? ''}>
        {block.cards.map((card) => (
          <li key={card.id} className={styles.card}>
            <CardMedia card={card} sizes="(min-width: 1240px) 33vw, (min-width: 890px) 50vw, 100vw" />
            <h3>{card.headline}</h3>
            {card.text ? <p>{card.text}</p> : null}
            {card.link ? (
              <a href={card.link.href} className={styles.link} {...linkTargetProps(card.link)}>
                {card.linkCaption ?? card.headline}
              </a>
            ) : null}
          </li>
        ))}
      </CardSlider>
    </section>
  )
}
