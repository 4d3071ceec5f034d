import type { PortalTable } from '@/domain/portal/permissions'

export type InventoryColumnId =
  | 'serial_number'
  | 'article_number'
  | 'article_description_de'
  | 'location'
  | 'sell_in_date'
  | 'sell_in_price'
  | 'sell_out_date'
  | 'sell_out_price'
  | 'sale_user'
  | 'available_in_virtual_storage'
  | 'client_note'

/** The data columns of the stock, sell-in and sell-out tables in their order: the table and its export read this one list. */
export function inventoryTableColumns(table: Exclude<PortalTable, 'open_orders'>): InventoryColumnId[] {
  return [
    'serial_number',
    'article_number',
    'article_description_de',
    'location',
    'sell_in_date',
    'sell_in_price',
    ...(table === 'sell_out' ? (['sell_out_date', 'sell_out_price', 'sale_user'] as const) : []),
    'available_in_virtual_storage',
    'client_note',
  ]
}
