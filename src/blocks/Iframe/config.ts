import type { Block } from 'payload'
import { frameSourceError } from '@/domain/embeds'
import { visibilityFields } from '@/fields/visibility'

export const IframeBlock: Block = {
  slug: 'iframe',
  interfaceName: 'IframeBlock',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, admin: { description: 'Names the frame for screen readers.' } },
    {
      name: 'src',
      type: 'text',
      // Per language, so each locale can embed its own version of the page.
      localized: true,
      required: true,
      admin: { description: 'A site path (/embeds/…) or an https address on an allowed host (FRAME_ORIGINS).' },
      validate: (value: unknown) => frameSourceError(value, process.env.FRAME_ORIGINS) ?? true,
    },
    { name: 'height', type: 'number', defaultValue: 600, min: 200, max: 2000, required: true },
    ...visibilityFields,
  ],
}
