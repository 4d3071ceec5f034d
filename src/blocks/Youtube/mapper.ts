import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { YoutubeBlockView } from '@/blocks/Youtube/view'
import { isYoutubeId } from '@/domain/embeds'
import type { YoutubeBlock } from '@/payload-types'
import { mapImage } from '@/server/content/mapMedia'

/** A video id that is not one is left out, so no frame ever loads a made-up address. */
export function mapYoutube(block: YoutubeBlock): YoutubeBlockView | undefined {
  if (!isYoutubeId(block.videoId)) return undefined
  return { ...blockBase(block), blockType: 'youtube', title: block.title, videoId: block.videoId, poster: mapImage(block.poster) }
}
