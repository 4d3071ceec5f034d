import { ContentImage } from '@/components/media/ContentImage'
import type { AudioPlayerBlockView } from '@/blocks/AudioPlayer/view'
import { Player } from './Player'
import styles from './styles.module.css'

export function AudioPlayer({ block }: { block: AudioPlayerBlockView }) {
  return (
    <section className={block.image ? `${styles.audio} ${styles.withImage}` : styles.audio}>
      {block.image ? (
        <div className={styles.media}>
          <ContentImage image={block.image} sizes="(min-width: 890px) 40vw, 100vw" />
        </div>
      ) : null}
      <div className={styles.body}>
        <h2 className={styles.title}>{block.title}</h2>
        {block.text ? <p className={styles.text}>{block.text}</p> : null}
        <Player src={block.audio.url} />
      </div>
    </section>
  )
}
