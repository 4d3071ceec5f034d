import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'
import { currencies } from '@/domain/trade/currencies'

/** One price list per shop currency (spec 2 §9); a store orders from the list of its currency. */
export const PriceLists: CollectionConfig = {
  slug: 'price-lists',
  admin: { useAsTitle: 'currency', group: 'Trade', defaultColumns: ['currency', 'name'] },
  access: tradeDataAccess,
  fields: [
    { name: 'currency', type: 'select', required: true, unique: true, options: Object.keys(currencies) },
    { name: 'name', type: 'text' },
  ],
}
