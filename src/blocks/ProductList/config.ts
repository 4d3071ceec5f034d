import type { Block } from 'payload'
import { visibilityFields } from '@/fields/visibility'

export const productListLayouts = ['single', 'double', 'triple', 'highlight'] as const

export const ProductListBlock: Block = {
  slug: 'productList',
  interfaceName: 'ProductListBlock',
  fields: [
    { name: 'headline', type: 'text', localized: true },
    { name: 'layout', type: 'select', defaultValue: 'triple', required: true, options: [...productListLayouts] },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, required: true },
    ...visibilityFields,
  ],
}
