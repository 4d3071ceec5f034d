import type { Block } from 'payload'
import { visibilityFields } from '@/fields/visibility'

export const DownloadListBlock: Block = {
  slug: 'downloadList',
  interfaceName: 'DownloadListBlock',
  fields: [
    { name: 'headline', type: 'text', localized: true },
    { name: 'items', type: 'relationship', relationTo: 'downloads', hasMany: true, required: true, minRows: 1 },
    ...visibilityFields,
  ],
}
