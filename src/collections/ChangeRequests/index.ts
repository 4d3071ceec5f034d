import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'

/**
 * A request_change on an open-order row (spec 3 §4 "request_change: records a request"): the house
 * corrects the order line by hand, so the request is kept as a record of its own with the store it
 * came from. Inventory rows record theirs as an item event ('change_requested') instead.
 */
export const ChangeRequests: CollectionConfig = {
  slug: 'change-requests',
  admin: { group: 'Portal', defaultColumns: ['orderLine', 'location', 'user', 'createdAt'] },
  access: tradeDataAccess,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'orderLine', type: 'relationship', relationTo: 'order-lines', required: true, index: true },
        { name: 'location', type: 'relationship', relationTo: 'jewelers', required: true, index: true },
        { name: 'user', type: 'relationship', relationTo: 'users' },
      ],
    },
    { name: 'information', type: 'textarea', required: true },
  ],
}
