import type { Block } from 'payload'
import { linkField } from '@/fields/link'
import { visibilityFields } from '@/fields/visibility'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'subtitle', type: 'textarea', localized: true },
    { name: 'imageDesktop', type: 'upload', relationTo: 'media', required: true },
    { name: 'imageMobile', type: 'upload', relationTo: 'media' },
    { name: 'overlay', type: 'checkbox', defaultValue: false, label: 'Colour overlay' },
    { name: 'linkCaption', type: 'text', localized: true },
    linkField(),
    ...visibilityFields,
  ],
}
