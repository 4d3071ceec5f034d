/** Spec 3 §6: the portal's permissions, granted per user per store. */
export const portalPermissions = [
  'location:manage',
  'location_users:view',
  'location_users:manage',
  'inventory:manage_article_availability',
  'inventory:manage_article_note',
  'inventory:log_article_sell_in',
  'inventory:transfer_article',
  'inventory:log_article_sale',
  'inventory:book_out_without_sale',
  'inventory:view_current',
  'inventory:view_sell_in_statistics',
  'inventory:export_sell_in_statistics',
  'inventory:view_sell_out_statistics',
  'inventory:export_sell_out_statistics',
  'orders:view_open',
  'orders:manage_note',
  'orders:create_service_order',
  'orders:create_article_order',
  'orders:use_as_billing_location',
  'orders:use_as_shipping_location',
] as const
export type PortalPermission = (typeof portalPermissions)[number]

export function isPortalPermission(value: unknown): value is PortalPermission {
  return typeof value === 'string' && (portalPermissions as readonly string[]).includes(value)
}

/** The portal's four tables (spec 3 §2.6). */
export const portalTables = ['sell_in', 'sell_out', 'stock', 'open_orders'] as const
export type PortalTable = (typeof portalTables)[number]

/** Which permission shows a table's rows (docs/decisions.md, "Retailer portal"). */
export const tableViewPermission: Record<PortalTable, PortalPermission> = {
  sell_in: 'inventory:view_sell_in_statistics',
  sell_out: 'inventory:view_sell_out_statistics',
  stock: 'inventory:view_current',
  open_orders: 'orders:view_open',
}

/**
 * What exporting a table needs on a store: seeing the table, and the export right of its figures.
 * The stock is the unsold rows of the sell-in statistics, purchase prices included, so it takes the
 * sell-in export right: with seeing alone it handed out the very file that right guards, and an
 * export right alone handed out rows its holder may not see (docs/decisions.md, "Exports").
 */
export const tableExportPermissions: Record<Exclude<PortalTable, 'open_orders'>, readonly PortalPermission[]> = {
  stock: ['inventory:view_current', 'inventory:export_sell_in_statistics'],
  sell_in: ['inventory:view_sell_in_statistics', 'inventory:export_sell_in_statistics'],
  sell_out: ['inventory:view_sell_out_statistics', 'inventory:export_sell_out_statistics'],
}

export function mayExport(table: PortalTable, permissions: readonly PortalPermission[]): boolean {
  return table !== 'open_orders' && tableExportPermissions[table].every((p) => permissions.includes(p))
}

/** Item actions of spec 3 §4 on inventory rows (request_change is also offered on open orders). */
export const itemActions = ['sell_out', 'book_out', 'change_location', 'set_virtual_storage', 'set_client_note', 'update_sale_user', 'request_change'] as const
export type ItemAction = (typeof itemActions)[number]

/**
 * The permission each action needs on the item's store (change_location on the target store too).
 * request_change only asks the house to correct a row: whoever may see the row may ask.
 */
export const actionPermission: Record<Exclude<ItemAction, 'request_change'>, PortalPermission> = {
  sell_out: 'inventory:log_article_sale',
  update_sale_user: 'inventory:log_article_sale',
  book_out: 'inventory:book_out_without_sale',
  change_location: 'inventory:transfer_article',
  set_virtual_storage: 'inventory:manage_article_availability',
  set_client_note: 'inventory:manage_article_note',
}

/**
 * Receiving a piece the house shipped into the store's stock (the action log_sell_in, issue 33),
 * on the store the order was placed for.
 */
export const sellInPermission: PortalPermission = 'inventory:log_article_sell_in'
