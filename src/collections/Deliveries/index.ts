import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'

/**
 * What the house sends a store (issue 33): some or all lines of an order, one serial number per
 * piece (the pieces collection), with the carrier and tracking number. Named deliveries because
 * `shipments` is the cart's shipping method (the commerce API's word). Written only by the house's
 * API (POST /api/v1/house/orders/{id}/shipments/), in the transaction that moves the lines.
 */
export const Deliveries: CollectionConfig = {
  slug: 'deliveries',
  admin: { group: 'Trade', defaultColumns: ['id', 'order', 'carrier', 'trackingNumber', 'shippedAt'] },
  access: { ...tradeDataAccess, create: () => false, update: () => false },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'carrier', type: 'text', admin: { readOnly: true } },
        { name: 'trackingNumber', type: 'text', admin: { readOnly: true } },
        { name: 'shippedAt', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'shippedBy', type: 'relationship', relationTo: 'admins', admin: { readOnly: true } },
    { name: 'pieces', type: 'join', collection: 'pieces', on: 'delivery' },
  ],
}
