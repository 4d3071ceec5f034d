import type { Block } from 'payload'
import { visibilityFields } from '@/fields/visibility'

export const ImageSlideshowBlock: Block = {
  slug: 'imageSlideshow',
  interfaceName: 'ImageSlideshowBlock',
  fields: [
    { name: 'headline', type: 'text', localized: true },
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'imageDesktop', type: 'upload', relationTo: 'media', required: true },
        { name: 'imageMobile', type: 'upload', relationTo: 'media' },
        { name: 'caption', type: 'text', localized: true },
      ],
    },
    ...visibilityFields,
  ],
}
