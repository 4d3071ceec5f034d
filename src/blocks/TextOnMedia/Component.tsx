import { ContentImage } from '@/components/media/ContentImage'
import type { TextOnMediaBlockView } from '@/blocks/TextOnMedia/view'
import styles from './styles.module.css'

export function TextOnMedia({ block }: { block: TextOnMediaBlockView }) {
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
