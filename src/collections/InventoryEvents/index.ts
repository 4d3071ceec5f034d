import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'
import { inventoryEventTypes } from '@/domain/portal/inventoryEventTypes'
import { jsonViewComponent } from '@/fields/jsonView'

/**
 * The history of an inventory item (spec 3 §3 "Portal: history entry"): what happened, when, by
 * whom, with its data. Written in the same transaction as the change it records.
 */
export const InventoryEvents: CollectionConfig = {
  slug: 'inventory-events',
  admin: { group: 'Portal', defaultColumns: ['item', 'type', 'date', 'user'] },
  access: tradeDataAccess,
  fields: [
    { name: 'item', type: 'relationship', relationTo: 'inventory-items', required: true, index: true },
    { name: 'type', type: 'select', required: true, options: [...inventoryEventTypes] },
    { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'user', type: 'relationship', relationTo: 'users' },
    { name: 'data', type: 'json', admin: { readOnly: true, components: { Field: jsonViewComponent } } },
  ],
}
