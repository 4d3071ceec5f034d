import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { ImageParallaxBlockView } from '@/blocks/ImageParallax/view'
import type { ImageParallaxBlock } from '@/payload-types'
import { mapImage } from '@/server/content/mapMedia'

/** Without its image there is nothing to show: the block is left out. */
export function mapImageParallax(block: ImageParallaxBlock): ImageParallaxBlockView | undefined {
  const image = mapImage(block.image)
  if (!image) return undefined
  return { ...blockBase(block), blockType: 'imageParallax', image, imageMobile: mapImage(block.imageMobile), caption: block.caption ?? undefined }
}
