import type { Block } from 'payload'
import { linkField } from '@/fields/link'
import { visibilityFields } from '@/fields/visibility'

export const TeaserBoxesBlock: Block = {
  slug: 'teaserBoxes',
  interfaceName: 'TeaserBoxesBlock',
  fields: [
    { name: 'headline', type: 'text', localized: true },
    {
      name: 'boxes',
      type: 'array',
      minRows: 1,
      maxRows: 3,
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
        linkField(),
        { name: 'linkCaption', type: 'text', localized: true },
      ],
    },
    ...visibilityFields,
  ],
}
