import 'server-only'
import type { Payload } from 'payload'
import type { ItemActionEntry } from '@/server/portal/actionSchemas'
import { can, type PortalAccess } from '@/server/portal/portalAccess'
import { relationId } from '@/server/payload/relationId'

/** A checked request_change on an open-order row: the order line, its store and the text to record. */
export type PlannedRequest = { orderLine: number; location: number; information: string }

type OpenOrderRequest = Extract<ItemActionEntry, { action: 'request_change' }>

/** Whether an action of a list asks about an open-order row (`parameters.table` says which list the row came from). */
export function isOpenOrderRequest(entry: ItemActionEntry): entry is OpenOrderRequest {
  return entry.action === 'request_change' && entry.parameters.table === 'open_orders'
}

/**
 * Checks a request_change on an open-order row (item_id: the row id, which is the order line's):
 * the line of a placed order (in any state the house moved it to) of a store where the caller holds orders:view_open, else "Not found."
 * (a foreign store's row is not told apart from a missing one). The text's shape is the schema's.
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
    select: { order: true },
  })
  const order = line
    ? await payload.findByID({
        collection: 'orders',
        id: String(relationId(line.order)),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        select: { status: true, store: true },
      })
    : null
  const store = order ? Number(relationId(order.store)) : null
  if (!line || !order || order.status === 'cart' || store === null || !can(access, store, 'orders:view_open')) return { errors: { item_id: ['Not found.'] } }
  return { request: { orderLine: Number(line.id), location: store, information: entry.parameters.information.trim() } }
}
