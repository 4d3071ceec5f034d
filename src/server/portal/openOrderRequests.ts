import 'server-only'
import type { Payload } from 'payload'
import { can, type PortalAccess } from '@/server/portal/portalAccess'
import { relationId } from '@/server/trade/relationId'

/** A checked request_change on an open-order row: the order line, its store and the text to record. */
export type PlannedRequest = { orderLine: number; location: number; information: string }

type Raw = { item_id?: unknown; action?: unknown; parameters?: unknown }

/** Whether an action of a list asks about an open-order row (`parameters.table` says which list the row came from). */
export function isOpenOrderRequest(entry: Raw | null): boolean {
  const p = entry?.parameters
  return entry?.action === 'request_change' && Boolean(p && typeof p === 'object' && (p as { table?: unknown }).table === 'open_orders')
}

/**
 * Checks a request_change on an open-order row (item_id: the row id, which is the order line's):
 * the line of a placed order of a store where the caller holds orders:view_open, else "Not found."
 * (a foreign store's row is not told apart from a missing one); the information must not be blank.
 */
export async function planOpenOrderRequest(payload: Payload, access: PortalAccess, entry: Raw): Promise<{ request: PlannedRequest } | { errors: Record<string, string[]> }> {
  const id = String(entry.item_id ?? '')
  const line = /^\d{1,18}$/.test(id) ? await payload.findByID({ collection: 'order-lines', id, depth: 0, overrideAccess: true, disableErrors: true, select: { order: true } }) : null
  const order = line ? await payload.findByID({ collection: 'orders', id: String(relationId(line.order)), depth: 0, overrideAccess: true, disableErrors: true, select: { status: true, store: true } }) : null
  const store = order ? Number(relationId(order.store)) : null
  if (!line || !order || order.status !== 'placed' || store === null || !can(access, store, 'orders:view_open')) return { errors: { item_id: ['Not found.'] } }
  const p = entry.parameters as Record<string, unknown>
  const information = typeof p.information === 'string' ? p.information.trim() : ''
  if (!information) return { errors: { information: ['This field may not be blank.'] } }
  return { request: { orderLine: Number(line.id), location: store, information: information.slice(0, 2000) } }
}
