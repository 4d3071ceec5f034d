import type { Block } from 'payload'
import { visibilityFields } from '@/fields/visibility'

export const SetCarouselBlock: Block = {
  slug: 'setCarousel',
  interfaceName: 'SetCarouselBlock',
  fields: [
    { name: 'headline', type: 'text', localized: true },
    { name: 'text', type: 'textarea', localized: true },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, required: true, minRows: 2 },
    ...visibilityFields,
  ],
}
