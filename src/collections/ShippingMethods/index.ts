import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'
import { currencies } from '@/domain/trade/currencies'
import { validateAmountMinor } from '@/fields/priceListAmounts'

/**
 * How the house ships a trade order, per market: the countries it serves, the currency its tiers are
 * in, and the cost by weight (issue 15). The cart offers a store the active methods of its country
 * and currency, in `position` order; the first is assigned when the cart loads without one.
 */
export const ShippingMethods: CollectionConfig = {
  slug: 'shipping-methods',
  admin: { useAsTitle: 'name', group: 'Trade', defaultColumns: ['name', 'countries', 'currency', 'position', 'active'] },
  access: tradeDataAccess,
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'countries',
          type: 'text',
          hasMany: true,
          required: true,
          admin: { description: 'The market: ISO alpha-2 codes of the stores it ships to (DE, AT, CH…)' },
        },
        { name: 'currency', type: 'select', required: true, options: Object.keys(currencies) },
        { name: 'position', type: 'number', defaultValue: 0, admin: { description: 'Lower first; the first one is assigned by default' } },
        { name: 'active', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      name: 'tiers',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'Cost by total weight: the first tier whose limit holds the weight applies; leave the last limit empty for "any weight".' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'upToGrams', type: 'number', min: 0, admin: { description: 'Up to and including, in grams; empty: no limit' } },
            { name: 'amount', type: 'number', required: true, min: 0, validate: validateAmountMinor, admin: { description: 'Minor units of the currency' } },
          ],
        },
      ],
    },
  ],
}
