import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { VideoBlockView } from '@/blocks/Video/view'
import type { VideoBlock } from '@/payload-types'
import { mapClip, mapImage } from '@/server/content/mapMedia'

/** Without its desktop video there is nothing to play: the block is left out. */
export function mapVideo(block: VideoBlock): VideoBlockView | undefined {
  const videoDesktop = mapClip(block.videoDesktop)
  if (!videoDesktop) return undefined
  return {
    ...blockBase(block),
    blockType: 'video',
    title: block.title,
    videoDesktop,
    videoMobile: mapClip(block.videoMobile),
    poster: mapImage(block.poster),
    autoplay: Boolean(block.autoplay),
    loop: Boolean(block.loop),
  }
}
