import type { Block } from 'payload'
import { visibilityFields } from '@/fields/visibility'

export const ImageParallaxBlock: Block = {
  slug: 'imageParallax',
  interfaceName: 'ImageParallaxBlock',
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'imageMobile', type: 'upload', relationTo: 'media' },
    { name: 'caption', type: 'text', localized: true },
    ...visibilityFields,
  ],
}
