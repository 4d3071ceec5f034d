import type { Block } from 'payload'
import { visibilityFields } from '@/fields/visibility'

export const HeadlineBlock: Block = {
  slug: 'headline',
  interfaceName: 'HeadlineBlock',
  fields: [
    { name: 'text', type: 'text', localized: true, required: true },
    { name: 'subline', type: 'text', localized: true },
    {
      name: 'anchor',
      type: 'text',
      admin: { description: 'Makes this headline a jump target (#anchor) for anchor links and the sticky navigation' },
      validate: (value: unknown) => (value == null || value === '' || /^[a-z0-9-]+$/.test(String(value)) ? true : 'Lower-case letters, digits and hyphens'),
    },
    ...visibilityFields,
  ],
}
