import type { Block } from 'payload'
import { visibilityFields } from '@/fields/visibility'

/**
 * Spec 1 §2: on a microsite this block is replaced by the content of the jeweller whose slug is in
 * the address; elsewhere (and for an unknown jeweller) it renders nothing.
 */
export const JewelerContentBlock: Block = {
  slug: 'jewelerContent',
  interfaceName: 'JewelerContentBlock',
  labels: { singular: 'Jeweller placeholder', plural: 'Jeweller placeholders' },
  fields: [
    {
      name: 'note',
      type: 'text',
      admin: { description: 'For editors only: where the jeweller’s own microsite content appears.' },
    },
    ...visibilityFields,
  ],
}
