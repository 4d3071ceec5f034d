import 'server-only'
import { asc, eq } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { HistoryEntry } from '@/contracts/portal'
import { tableViewPermission } from '@/domain/portal/permissions'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import { notFound } from '@/server/http/errors'
import type { ItemRecord } from '@/server/portal/inventoryRow'
import { can, type PortalAccess } from '@/server/portal/portalAccess'
import { rowNames } from '@/server/portal/names'

/**
 * GET /api/v1/inventory/{serial number}/history/ (account token): the item's history entries, oldest
 * first (spec 3 §3 "Portal: history entry"). An item of a store the caller may not see is 404, as
 * an unknown one.
 */
export async function itemHistory(payload: Payload, { access, serial }: { access: PortalAccess; serial: string }): Promise<HistoryEntry[]> {
  const items = tableOf(payload, 'inventory_items')
  const events = tableOf(payload, 'inventory_events')
  const db = drizzleOf(payload)
  const [item] = (await db.select().from(items).where(eq(items.serialNumber, serial)).limit(1)) as ItemRecord[]
  const visible = item && Object.values(tableViewPermission).some((p) => can(access, item.location, p))
  if (!item || !visible) throw notFound()
  const rows = (await db
    .select()
    .from(events)
    .where(eq(events.item, Number(item.id)))
    .orderBy(asc(events.date), asc(events.id))) as {
    id: number
    type: string
    date: string
    data: unknown
  }[]
  const entries = rows.map((e) => ({
    id: Number(e.id),
    type: e.type,
    date: new Date(e.date).toISOString(),
    data: (typeof e.data === 'string' ? JSON.parse(e.data) : (e.data ?? {})) as Record<string, unknown>,
  }))
  // Who did it, and the seller chosen, by name beside their ids: the dialog shows people, not numbers.
  const ids = entries.flatMap((e) => [e.data.user, e.data.sale_user]).filter((id): id is number => typeof id === 'number')
  const { users } = await rowNames(payload, [], ids)
  return entries.map((e): HistoryEntry => {
    const named = { ...e.data }
    if (typeof e.data.user === 'number' && users.has(e.data.user)) named.user_name = users.get(e.data.user)
    if (typeof e.data.sale_user === 'number' && users.has(e.data.sale_user)) named.sale_user_name = users.get(e.data.sale_user)
    // The column is the collection's select of inventoryEventTypes.
    return { ...e, type: e.type as HistoryEntry['type'], data: named }
  })
}
