import { ContentImage } from '@/components/media/ContentImage'
import type { VideoBlockView } from '@/blocks/Video/view'
import { VideoPlayer } from './VideoPlayer'
import playCover from '@/components/media/PlayCover.module.css'
import styles from './styles.module.css'

export function Video({ block }: { block: VideoBlockView }) {
  return (
    <section className={styles.video}>
      <VideoPlayer
        title={block.title}
        desktop={block.videoDesktop}
        mobile={block.videoMobile}
        posterUrl={block.poster?.url}
        autoplay={block.autoplay}
        loop={block.loop}
        cover={block.poster ? <ContentImage image={block.poster} sizes="(min-width: 1240px) 1240px, 100vw" className={playCover.poster} /> : null}
      />
    </section>
  )
}
