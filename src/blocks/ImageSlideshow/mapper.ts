import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { ImageSlideshowBlockView } from '@/blocks/ImageSlideshow/view'
import type { ImageSlideshowBlock } from '@/payload-types'
import { mapImage } from '@/server/content/mapMedia'

export function mapImageSlideshow(block: ImageSlideshowBlock): ImageSlideshowBlockView {
  return {
    ...blockBase(block),
    blockType: 'imageSlideshow',
    headline: block.headline ?? undefined,
    slides: (block.slides ?? []).map((slide) => ({
      id: slide.id ?? '',
      imageDesktop: mapImage(slide.imageDesktop),
      imageMobile: mapImage(slide.imageMobile),
      caption: slide.caption ?? undefined,
    })),
  }
}
