import type { Block } from 'payload'
import { visibilityFields } from '@/fields/visibility'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  fields: [{ name: 'heading', type: 'text', localized: true }, { name: 'body', type: 'richText', localized: true, required: true }, ...visibilityFields],
}
