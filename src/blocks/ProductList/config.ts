import type { Block } from 'payload'
import { filterProductTypes } from '@/domain/productFilters'
import { productListLayouts } from '@/domain/productGrid'
import { visibilityFields } from '@/fields/visibility'

type LayoutBlock = { blockType?: string; showFilters?: boolean | null }

export const ProductListBlock: Block = {
  slug: 'productList',
  interfaceName: 'ProductListBlock',
  fields: [
    { name: 'headline', type: 'text', localized: true },
    {
      name: 'layout',
      type: 'select',
      defaultValue: 'triple',
      required: true,
      options: [...productListLayouts],
      admin: { description: 'One, two or three pieces a row (a lone last piece stands centred), or the first piece large.' },
    },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'productType',
          type: 'select',
          options: [...filterProductTypes],
          admin: { description: 'Whose filter panel the list offers (issue 6).' },
        },
        {
          name: 'showFilters',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Visitors filter the list; the filters live in the page address.' },
          // One filter state per page address: two filtering lists would fight over it.
          validate: (value: unknown, { data, siblingData }: { data: unknown; siblingData: unknown }) => {
            if (!value) return true
            if (!(siblingData as { productType?: string | null }).productType) return 'Choose the product type whose filters to show.'
            const layout = (data as { layout?: LayoutBlock[] } | undefined)?.layout ?? []
            const filtering = layout.filter((b) => b.blockType === 'productList' && b.showFilters).length
            return filtering <= 1 ? true : 'Only one product list per page can show filters.'
          },
        },
      ],
    },
    ...visibilityFields,
  ],
}
