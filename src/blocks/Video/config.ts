import type { Block } from 'payload'
import { visibilityFields } from '@/fields/visibility'

const videoOnly = { mimeType: { contains: 'video/' } }

export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, admin: { description: 'Names the video for screen readers.' } },
    { name: 'videoDesktop', type: 'upload', relationTo: 'clips', required: true, filterOptions: videoOnly },
    { name: 'videoMobile', type: 'upload', relationTo: 'clips', filterOptions: videoOnly },
    { name: 'poster', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'autoplay', type: 'checkbox', defaultValue: false, admin: { description: 'Starts muted, as browsers require.' } },
        { name: 'loop', type: 'checkbox', defaultValue: false },
      ],
    },
    ...visibilityFields,
  ],
}
