import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { TextOnMediaBlockView } from '@/blocks/TextOnMedia/view'
import type { TextOnMediaBlock } from '@/payload-types'
import { mapImage } from '@/server/content/mapMedia'

export function mapTextOnMedia(block: TextOnMediaBlock): TextOnMediaBlockView {
  return { ...blockBase(block), blockType: 'textOnMedia', title: block.title, text: block.text ?? undefined, image: mapImage(block.image) }
}
