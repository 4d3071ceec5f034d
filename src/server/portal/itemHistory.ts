import 'server-only'
import { asc, eq } from 'drizzle-orm'
import type { Payload } from 'payload'
import { tableViewPermission } from '@/domain/portal/permissions'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import { json } from '@/server/http/drf'
import type { ItemRecord } from '@/server/portal/inventoryRow'
import { can, portalAccess } from '@/server/portal/portalAccess'
import { pathSegment } from '@/server/trade/pathSegment'
import { decodeComponent } from '@/domain/uriComponent'

/**
 * GET /api/v1/inventory/{serial number}/history/ (account token): the item's history entries, oldest
 * first (spec 3 §3 "Portal: history entry"). An item of a store the caller may not see is 404, as
 * an unknown one.
 */
export async function itemHistory(payload: Payload, request: Request): Promise<Response> {
  const auth = await portalAccess(payload, request)
  if ('response' in auth) return auth.response
  const serial = decodeComponent(pathSegment(request, 3))
  if (serial === null) return json({ detail: 'Not found.' }, 404)
  const items = tableOf(payload, 'inventory_items')
  const events = tableOf(payload, 'inventory_events')
  const db = drizzleOf(payload)
  const [item] = (await db.select().from(items).where(eq(items.serialNumber, serial)).limit(1)) as ItemRecord[]
  const visible = item && Object.values(tableViewPermission).some((p) => can(auth.access, item.location, p))
  if (!item || !visible) return json({ detail: 'Not found.' }, 404)
  const rows = (await db.select().from(events).where(eq(events.item, Number(item.id))).orderBy(asc(events.date), asc(events.id))) as {
    id: number
    type: string
    date: string
    data: unknown
  }[]
  return json(rows.map((e) => ({ id: Number(e.id), type: e.type, date: new Date(e.date).toISOString(), data: typeof e.data === 'string' ? JSON.parse(e.data) : (e.data ?? {}) })))
}
