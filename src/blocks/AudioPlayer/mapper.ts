import 'server-only'
import type { AudioPlayerBlockView } from '@/blocks/AudioPlayer/view'
import { blockBase } from '@/blocks/blockMapper'
import type { AudioPlayerBlock } from '@/payload-types'
import { mapClip, mapImage } from '@/server/content/mapMedia'

/** Without its audio file there is nothing to play: the block is left out. */
export function mapAudioPlayer(block: AudioPlayerBlock): AudioPlayerBlockView | undefined {
  const audio = mapClip(block.audio)
  if (!audio) return undefined
  return { ...blockBase(block), blockType: 'audioPlayer', title: block.title, text: block.text ?? undefined, audio, image: mapImage(block.image) }
}
