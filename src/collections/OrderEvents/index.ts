import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'
import { jsonViewComponent } from '@/fields/jsonView'
import { orderEventTypes } from '@/domain/orders/orderEvents'

/**
 * An order's history (issue 33): each move of the house or the store, when, by whom, which lines,
 * written in the move's own transaction. Its `key` is chosen before the transaction: the mail that
 * tells the jeweller of the move is queued beforehand and sent only if the event with its key
 * exists (src/server/jobs/sendMailTask.ts), so a move and its mail cannot part.
 */
export const OrderEvents: CollectionConfig = {
  slug: 'order-events',
  admin: { group: 'Trade', defaultColumns: ['order', 'type', 'at', 'by'] },
  access: { ...tradeDataAccess, create: () => false, update: () => false },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'type', type: 'select', required: true, options: [...orderEventTypes], admin: { readOnly: true } },
        { name: 'at', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'by', type: 'text', admin: { readOnly: true, description: 'Who moved it: a staff e-mail, the ERP key, or the store user' } },
      ],
    },
    { name: 'key', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'data', type: 'json', admin: { readOnly: true, components: { Field: jsonViewComponent } } },
  ],
}
