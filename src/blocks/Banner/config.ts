import type { Block } from 'payload'
import { linkField } from '@/fields/link'
import { visibilityFields } from '@/fields/visibility'

export const BannerBlock: Block = {
  slug: 'banner',
  interfaceName: 'BannerBlock',
  fields: [
    { name: 'text', type: 'text', localized: true, required: true },
    { name: 'linkCaption', type: 'text', localized: true },
    linkField(),
    ...visibilityFields,
  ],
}
