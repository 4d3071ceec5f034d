import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'
import { voidAuthorizationOnNewMethod } from '@/collections/Orders/hooks/voidAuthorization'

/**
 * The shipment of an order: which shipping method carries it. One per order, created with the cart;
 * the commerce API changes its method (PATCH /api/v1/commerce/shipments/{id}/). Its own document,
 * as in the commerce API the spec's client used, so its id can be addressed.
 */
export const Shipments: CollectionConfig = {
  slug: 'shipments',
  admin: { group: 'Trade', defaultColumns: ['id', 'order', 'shippingMethod'] },
  access: tradeDataAccess,
  hooks: { afterChange: [voidAuthorizationOnNewMethod] },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, unique: true, index: true },
    { name: 'shippingMethod', type: 'relationship', relationTo: 'shipping-methods' },
  ],
}
