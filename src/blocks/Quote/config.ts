import type { Block } from 'payload'
import { visibilityFields } from '@/fields/visibility'

export const quoteStyles = ['quoteOnBackgroundHandwriting', 'quoteOnBackgroundBlockLetters', 'quoteLeft', 'quoteRight', 'textOnly'] as const

export const QuoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  fields: [
    { name: 'quote', type: 'textarea', localized: true, required: true },
    { name: 'author', type: 'text' },
    { name: 'style', type: 'select', defaultValue: 'quoteLeft', required: true, options: [...quoteStyles] },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    ...visibilityFields,
  ],
}
