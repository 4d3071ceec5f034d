import type { Block } from 'payload'
import { isYoutubeId } from '@/domain/embeds'
import { visibilityFields } from '@/fields/visibility'

export const YoutubeBlock: Block = {
  slug: 'youtube',
  interfaceName: 'YoutubeBlock',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    {
      name: 'videoId',
      type: 'text',
      required: true,
      admin: { description: 'The 11 characters after “v=” in the YouTube address.' },
      validate: (value: unknown) => (typeof value === 'string' && isYoutubeId(value)) || 'Enter the 11-character YouTube video id.',
    },
    { name: 'poster', type: 'upload', relationTo: 'media', admin: { description: 'Shown until play: nothing loads from YouTube before.' } },
    ...visibilityFields,
  ],
}
