import type { ContactTilesBlockView } from '@/blocks/ContactTiles/view'
import { ShowMoreTiles } from './ShowMoreTiles'
import styles from './styles.module.css'
import { linkTargetProps } from '@/domain/linkTarget'

export function ContactTiles({ block }: { block: ContactTilesBlockView }) {
  return (
    <section className={styles.contactTiles}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      <ShowMoreTiles count={block.tiles.length}>
        {block.tiles.map((tile) => (
          <li key={tile.id} className={styles.tile}>
            <h3>{tile.title}</h3>
            {tile.text ? <p>{tile.text}</p> : null}
            {tile.link ? (
              <a href={tile.link.href} {...linkTargetProps(tile.link)}>
                {tile.linkCaption ?? tile.title}
              </a>
            ) : null}
          </li>
        ))}
      </ShowMoreTiles>
    </section>
  )
}
