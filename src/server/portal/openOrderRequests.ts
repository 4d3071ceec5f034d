import 'server-only'
import type { Payload } from 'payload'
import { isOpenLine, lineStatusOf } from '@/domain/orders/orderStatus'
import type { ItemActionEntry } from '@/server/portal/actionSchemas'
import { can, type PortalAccess } from '@/server/portal/portalAccess'
import { relationId } from '@/server/payload/relationId'

/**
 * A checked action on an open-order row: a request_change (the text to record for the house), or
 * the store's note on the line (issue 33, `orders:manage_note`).
 */
export type PlannedRequest =
  | { kind: 'request_change'; orderLine: number; order: number; location: number; information: string; subject: { order: string; article: string } }
  | { kind: 'set_client_note'; orderLine: number; location: number; note: string }

type OpenOrderRequest = Extract<ItemActionEntry, { action: 'request_change' | 'set_client_note' }>

/** Whether an action of a list concerns an open-order row (`parameters.table` says which list the row came from). */
export function isOpenOrderRequest(entry: ItemActionEntry): entry is OpenOrderRequest {
  return (entry.action === 'request_change' || entry.action === 'set_client_note') && entry.parameters.table === 'open_orders'
}

/**
 * Checks an action on an open-order row (item_id: the row id, which is the order line's): the line
 * of a placed order (in any state the house moved it to) of a store where the caller holds
 * orders:view_open, else "Not found." (a foreign store's row is not told apart from a missing one).
 * A note needs orders:manage_note there and a line still open. The text's shape is the schema's.
 */
export async function planOpenOrderRequest(
  payload: Payload,
  access: PortalAccess,
  entry: OpenOrderRequest,
): Promise<{ request: PlannedRequest } | { errors: Record<string, string[]> }> {
  const line = await payload.findByID({
    collection: 'order-lines',
    id: String(entry.item_id),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { order: true, status: true, fullCode: true },
  })
  const order = line
    ? await payload.findByID({
        collection: 'orders',
        id: String(relationId(line.order)),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        select: { status: true, store: true, orderNumber: true },
      })
    : null
  const store = order ? Number(relationId(order.store)) : null
  if (!line || !order || order.status === 'cart' || store === null || !can(access, store, 'orders:view_open')) return { errors: { item_id: ['Not found.'] } }
  if (entry.action === 'request_change')
    return {
      request: {
        kind: 'request_change',
        orderLine: Number(line.id),
        order: Number(order.id),
        location: store,
        information: entry.parameters.information.trim(),
        subject: { order: order.orderNumber ?? String(order.id), article: line.fullCode },
      },
    }
  if (!can(access, store, 'orders:manage_note')) return { errors: { action: ['You do not have permission to perform this action.'] } }
  if (!isOpenLine(lineStatusOf(line.status))) return { errors: { item_id: ['The order line is no longer open.'] } }
  return { request: { kind: 'set_client_note', orderLine: Number(line.id), location: store, note: entry.parameters.note } }
}
