import type { Block } from 'payload'
import { visibilityFields } from '@/fields/visibility'

export const AudioPlayerBlock: Block = {
  slug: 'audioPlayer',
  interfaceName: 'AudioPlayerBlock',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'text', type: 'textarea', localized: true },
    { name: 'audio', type: 'upload', relationTo: 'clips', required: true, filterOptions: { mimeType: { contains: 'audio/' } } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    ...visibilityFields,
  ],
}
