import { ContentImage } from '@/components/media/ContentImage'
import type { BlockView } from '@/server/content/types'
import styles from './styles.module.css'

export function TextOnMedia({ block }: { block: Extract<BlockView, { blockType: 'textOnMedia' }> }) {
  return (
    <section className={styles.textOnMedia}>
      <ContentImage image={block.image} className={styles.image} />
      <div className={styles.text}>
        <h2>{block.title}</h2>
        {block.text ? <p>{block.text}</p> : null}
      </div>
    </section>
  )
}
