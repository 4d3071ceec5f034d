/**
 * Spec 3 §4 "Inventory item events": what an item's history entry records; beyond the spec, the
 * house's answer to a change request (issue 33, `change_answered`).
 */
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
  'change_answered',
] as const
export type InventoryEventType = (typeof inventoryEventTypes)[number]
