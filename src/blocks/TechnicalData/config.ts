import type { Block } from 'payload'
import { linkField } from '@/fields/link'
import { visibilityFields } from '@/fields/visibility'

export const TechnicalDataBlock: Block = {
  slug: 'technicalData',
  interfaceName: 'TechnicalDataBlock',
  fields: [
    { name: 'headline', type: 'text', localized: true },
    {
      name: 'rows',
      type: 'array',
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', localized: true, required: true },
            { name: 'value', type: 'text', localized: true, required: true },
          ],
        },
      ],
    },
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      admin: { description: 'Leave empty on a product page: the page’s own product is used.' },
    },
    { name: 'showPrice', type: 'checkbox', defaultValue: true, admin: { description: 'Offers the price modal.' } },
    linkField('storeSearch'),
    linkField('request'),
    ...visibilityFields,
  ],
}
