import { actionPermission, type ItemAction, type PortalPermission, type PortalTable } from '@/domain/portal/permissions'

/** A row menu entry: the history modal or an item action. */
export type RowAction = 'history' | ItemAction

/**
 * Spec 3 §6 "Row actions per table" (request_change also on sell-in rows); open orders also show
 * their history (issue 33: the house's moves, the store's change requests and the answers).
 */
export const tableRowActions: Record<PortalTable, readonly RowAction[]> = {
  stock: ['history', 'book_out', 'change_location', 'sell_out', 'set_client_note', 'set_virtual_storage'],
  sell_in: ['history', 'book_out', 'change_location', 'sell_out', 'set_client_note', 'set_virtual_storage', 'request_change'],
  sell_out: ['history', 'set_client_note', 'update_sale_user'],
  open_orders: ['history', 'request_change'],
}

/**
 * The entries a row's menu offers: the table's list, less the actions the user's permissions on the
 * row's store do not allow (the server refuses them anyway; offering them would only lead to an error),
 * and less the store change when no other store of the user could take the piece (a dialog whose
 * only choice is "Bitte wählen" is a dead end).
 */
export function rowActionsFor(table: PortalTable, permissions: readonly PortalPermission[], { otherStores }: { otherStores: boolean }): RowAction[] {
  return tableRowActions[table].filter((a) => {
    if (a === 'history' || a === 'request_change') return true
    if (a === 'change_location' && !otherStores) return false
    return permissions.includes(actionPermission[a])
  })
}
