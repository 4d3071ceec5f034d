import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'
import { jsonViewComponent } from '@/fields/jsonView'

/** Spec 3 §4 "Inventory item events". */
export const inventoryEventTypes = [
  'sell_in_recorded',
  'sale_recorded',
  'location_change',
  'book_out',
  'price_change',
  'virtual_storage_set',
  'note_saved',
  'serial_number_change',
  'sale_user_change',
  'change_requested',
] as const

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
