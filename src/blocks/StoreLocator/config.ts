import type { Block } from 'payload'
import { visibilityFields } from '@/fields/visibility'

/** The store locator (issue 18): place search, nearest stores with type filters, and a map. */
export const StoreLocatorBlock: Block = {
  slug: 'storeLocator',
  interfaceName: 'StoreLocatorBlock',
  fields: [
    { name: 'headline', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'anchor',
      type: 'text',
      defaultValue: 'store-locator',
      admin: { description: 'Jump target (#anchor): the price modal links to the page with this anchor' },
      validate: (value: unknown) => (value == null || value === '' || /^[a-z0-9-]+$/.test(String(value)) ? true : 'Lower-case letters, digits and hyphens'),
    },
    ...visibilityFields,
  ],
}
