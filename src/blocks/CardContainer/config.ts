import type { Block } from 'payload'
import { cardFields } from '@/fields/card'
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
      fields: cardFields,
    },
    ...visibilityFields,
  ],
}
