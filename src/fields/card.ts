import type { Field } from 'payload'
import { linkField } from '@/fields/link'

/** A card of the card containers (spec 1 §3); a video, when set, plays in place of the image. */
export const cardFields: Field[] = [
  { name: 'headline', type: 'text', localized: true, required: true },
  { name: 'text', type: 'textarea', localized: true },
  linkField(),
  { name: 'linkCaption', type: 'text', localized: true },
  { name: 'imageDesktop', type: 'upload', relationTo: 'media', required: true },
  { name: 'imageMobile', type: 'upload', relationTo: 'media' },
  { name: 'videoDesktop', type: 'upload', relationTo: 'clips', filterOptions: { mimeType: { contains: 'video/' } } },
  { name: 'videoMobile', type: 'upload', relationTo: 'clips', filterOptions: { mimeType: { contains: 'video/' } } },
]
