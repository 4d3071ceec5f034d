import type { Block } from 'payload'
import { linkField } from '@/fields/link'
import { visibilityFields } from '@/fields/visibility'

export const TilesBlock: Block = {
  slug: 'tiles',
  interfaceName: 'TilesBlock',
  fields: [
    { name: 'headline', type: 'text', localized: true },
    {
      name: 'tiles',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        linkField(),
      ],
    },
    ...visibilityFields,
  ],
}
