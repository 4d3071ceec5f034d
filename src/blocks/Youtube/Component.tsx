import { ContentImage } from '@/components/media/ContentImage'
import type { YoutubeBlockView } from '@/blocks/Youtube/view'
import { YoutubePlayer } from './YoutubePlayer'
import playCover from '@/components/media/PlayCover.module.css'
import styles from './styles.module.css'

export function Youtube({ block }: { block: YoutubeBlockView }) {
  return (
    <section className={styles.youtube}>
      <YoutubePlayer
        title={block.title}
        videoId={block.videoId}
        cover={block.poster ? <ContentImage image={block.poster} sizes="(min-width: 1240px) 1240px, 100vw" className={playCover.poster} /> : null}
      />
    </section>
  )
}
