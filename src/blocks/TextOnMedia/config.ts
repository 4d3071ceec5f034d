import type { Block } from 'payload'
import { visibilityFields } from '@/fields/visibility'

export const TextOnMediaBlock: Block = {
  slug: 'textOnMedia',
  interfaceName: 'TextOnMediaBlock',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'text', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    ...visibilityFields,
  ],
}
