import type { Block } from 'payload'
import { linkField } from '@/fields/link'
import { visibilityFields } from '@/fields/visibility'

export const ContactTilesBlock: Block = {
  slug: 'contactTiles',
  interfaceName: 'ContactTilesBlock',
  fields: [
    { name: 'headline', type: 'text', localized: true },
    {
      name: 'tiles',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'linkCaption', type: 'text', localized: true },
        linkField(),
      ],
    },
    ...visibilityFields,
  ],
}
