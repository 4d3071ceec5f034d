import type { Block } from 'payload'
import { visibilityFields } from '@/fields/visibility'

/** Places a product finder on a page (spec 3 §2.1). */
export const WizardBlock: Block = {
  slug: 'wizard',
  interfaceName: 'WizardBlock',
  fields: [{ name: 'wizard', type: 'relationship', relationTo: 'wizards', required: true }, ...visibilityFields],
}
