import { ContentImage } from '@/components/media/ContentImage'
import type { TileView, TilesBlockView } from '@/blocks/Tiles/view'
import styles from './styles.module.css'
import { linkTargetProps } from '@/domain/linkTarget'

export function Tiles({ block }: { block: TilesBlockView }) {
  return (
    <section className={styles.tiles}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      <ul className={styles.grid}>
        {block.tiles.map((tile) => (
          <li key={tile.id}>
            {tile.link ? (
              <a href={tile.link.href} className={styles.tile} {...linkTargetProps(tile.link)}>
                <TileContent tile={tile} />
              </a>
            ) : (
              <div className={styles.tile}>
                <TileContent tile={tile} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function TileContent({ tile }: { tile: TileView }) {
  return (
    <>
      {/* The title names the link; the photo's alt text would only repeat it. */}
      <div className={styles.media}>
        <ContentImage image={tile.image ? { ...tile.image, alt: '' } : undefined} sizes="(min-width: 1440px) 340px, (min-width: 890px) 25vw, 50vw" />
      </div>
      <h3 className={styles.title}>{tile.title}</h3>
    </>
  )
}
