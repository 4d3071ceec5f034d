import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'

/**
 * One piece the house made and shipped, by its serial number: unique across the house (the unique
 * index is the last word when two shipments name one serial at once). It belongs to an order line
 * and the delivery that carried it; receiving it into the store's stock (the portal's log_sell_in)
 * records when and by whom, and the inventory item it became. The next issue gives each piece its
 * passport.
 */
export const Pieces: CollectionConfig = {
  slug: 'pieces',
  admin: { useAsTitle: 'serialNumber', group: 'Trade', defaultColumns: ['serialNumber', 'line', 'delivery', 'receivedAt'] },
  access: { ...tradeDataAccess, create: () => false, update: () => false },
  fields: [
    { name: 'serialNumber', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: { readOnly: true } },
        { name: 'line', type: 'relationship', relationTo: 'order-lines', required: true, index: true, admin: { readOnly: true } },
        { name: 'delivery', type: 'relationship', relationTo: 'deliveries', required: true, index: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'receivedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'receivedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
        { name: 'inventoryItem', type: 'relationship', relationTo: 'inventory-items', admin: { readOnly: true } },
      ],
    },
  ],
}
