import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'
import { productTypes } from '@/domain/productFilters'
import { currencies } from '@/domain/trade/currencies'

const currencyOptions = Object.keys(currencies)
const day = { type: 'text' as const, index: true, admin: { description: 'YYYY-MM-DD' } }

/**
 * The pieces in the partner jewellers' stores (spec 3 §3 "Portal: inventory row"), one per serial
 * number. Prices are integers in minor units of their currency. Dates are calendar days, so the
 * year filters compare strings. A piece leaves the stock by a sale (sell-out date) or a book-out.
 * Stores' users read and change them only through the portal API, scoped to their permissions.
 */
export const InventoryItems: CollectionConfig = {
  slug: 'inventory-items',
  admin: { useAsTitle: 'serialNumber', group: 'Portal', defaultColumns: ['serialNumber', 'articleNumber', 'location', 'sellInDate', 'sellOutDate'] },
  access: tradeDataAccess,
  // Every portal query is "these stores, sold or not": (location, sellOutDate) serves the lists, counts
  // and sums. Type, virtual storage and book-out are deliberately not indexed: they select a fifth or
  // more of a store's rows, and SQLite, without statistics after a bulk load, took such an index over
  // the stores' one and read 20,000 rows instead of 800 (21 ms against 2 ms for a page of 50).
  indexes: [{ fields: ['location', 'sellOutDate'] }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'serialNumber', type: 'text', required: true, unique: true, index: true },
        { name: 'articleNumber', type: 'text', required: true, index: true },
        { name: 'productType', type: 'select', options: [...productTypes] },
      ],
    },
    { name: 'articleDescriptionDe', type: 'text' },
    { name: 'descriptionDe', type: 'textarea' },
    { name: 'image', type: 'text', admin: { description: 'Path of the product picture' } },
    { name: 'location', type: 'relationship', relationTo: 'jewelers', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'sellInPrice', type: 'number' },
        { name: 'sellInCurrency', type: 'select', options: currencyOptions },
        { name: 'sellInDate', ...day },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'sellOutPrice', type: 'number' },
        { name: 'sellOutCurrency', type: 'select', options: currencyOptions },
        { name: 'sellOutDate', ...day },
      ],
    },
    { name: 'saleUser', type: 'relationship', relationTo: 'users' },
    { name: 'clientNote', type: 'textarea' },
    { name: 'internalNote', type: 'textarea' },
    { name: 'availableInVirtualStorage', type: 'checkbox', defaultValue: false },
    {
      type: 'row',
      fields: [
        { name: 'bookedOutAt', type: 'text', admin: { description: 'YYYY-MM-DD; booked out without a sale' } },
        { name: 'bookOutReason', type: 'text' },
      ],
    },
  ],
}
