import type { Block } from 'payload'
import { linkField } from '@/fields/link'
import { visibilityFields } from '@/fields/visibility'

export const CardContainerBlock: Block = {
  slug: 'cardContainer',
  interfaceName: 'CardContainerBlock',
  fields: [
    { name: 'headline', type: 'text', localized: true },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'headline', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        linkField(),
        { name: 'linkCaption', type: 'text', localized: true },
        { name: 'imageDesktop', type: 'upload', relationTo: 'media', required: true },
        { name: 'imageMobile', type: 'upload', relationTo: 'media' },
      ],
    },
    ...visibilityFields,
  ],
}
