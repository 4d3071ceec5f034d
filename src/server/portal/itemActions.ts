import 'server-only'
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, isPostgres, runAtomically, tableOf, type Drizzle } from '@/server/db/drizzle'
import { uniqueStamp } from '@/server/db/uniqueStamp'
import type { ActionResults } from '@/contracts/portal'
import { invalidField, refused } from '@/server/http/errors'
import { logger } from '@/server/log/logger'
import { planActions, type PlanError, type PlannedAction } from '@/server/portal/actionPlan'
import { isOpenOrderRequest, planOpenOrderRequest, type PlannedRequest } from '@/server/portal/openOrderRequests'
import { inventoryRow, type ItemRecord } from '@/server/portal/inventoryRow'
import { rowNames } from '@/server/portal/names'
import { recommendedRetailPrices } from '@/server/portal/recommendedRetailPrices'
import type { PortalAccess } from '@/server/portal/portalAccess'
import type { InventoryActionEntry, ItemActionEntry } from '@/server/portal/actionSchemas'
import { planSellIns, sellInStatements, type SellInPlan } from '@/server/portal/sellIn'
import type { RequestSubject } from '@/server/portal/changeRequestAnswer'
import { mailHouseOfRequests, requesterAddress } from '@/server/portal/changeRequestMails'

/**
 * The writes of a checked action list as conditional statements, run as one transaction: each
 * change only while the item is still as it was checked (in stock, sold), its history entry beside
 * it, and a guard per item that breaks the whole transaction (a NOT NULL violation) when the item's
 * change did not happen — so a list is written completely or not at all, on SQLite and PostgreSQL.
 * Change requests (issue 33) become the house's tasks in the same transaction, beside their history
 * entries (the item's, or the order's naming the line).
 */
function statements(
  payload: Payload,
  plan: PlannedAction[],
  requests: PlannedRequest[],
  sellIns: SellInPlan | null,
  stamp: string,
  user: { id: number; by: string },
  asked: NewChangeRequest[],
) {
  const items = tableOf(payload, 'inventory_items')
  // xmin is the 32-bit id of the transaction that wrote the row version; txid_current() carries an epoch above it.
  const notMine = isPostgres(payload) ? sql`${items}.xmin::text::bigint <> (txid_current() % 4294967296)` : undefined
  const events = tableOf(payload, 'inventory_events')
  const changeRequests = tableOf(payload, 'change_requests')
  const orderLines = tableOf(payload, 'order_lines')
  const state: Record<PlannedAction['expect'], SQL | undefined> = {
    in_stock: and(isNull(items.sellOutDate), isNull(items.bookedOutAt)),
    sold: isNotNull(items.sellOutDate),
    listed: isNull(items.bookedOutAt),
  }
  const orderEvents = tableOf(payload, 'order_events')
  return (db: Drizzle) => [
    // Receipts first: the items they create are in stock before anything else of the list acts.
    ...(sellIns ? sellInStatements(payload, sellIns, stamp, user.id)(db) : []),
    ...requests.map((r) =>
      r.kind === 'request_change'
        ? // The request in the order's history too, where the house's answer will follow it.
          db.insert(orderEvents).values({
            order: r.order,
            type: 'change_requested',
            at: stamp,
            by: user.by,
            key: randomUUID(),
            data: { lines: [r.orderLine], information: r.information, user: user.id },
            updatedAt: stamp,
            createdAt: stamp,
          })
        : db.update(orderLines).set({ note: r.note, updatedAt: stamp }).where(eq(orderLines.id, r.orderLine)),
    ),
    ...plan.flatMap(({ item, set, event, expect }) => {
      const id = Number(item.id)
      const record = db
        .insert(events)
        .values({ item: id, type: event.type, date: stamp, user: Number(event.data.user), data: event.data, updatedAt: stamp, createdAt: stamp })
      if (!Object.keys(set).length) return [record]
      return [
        db
          .update(items)
          .set({ ...set, updatedAt: stamp })
          .where(and(eq(items.id, id), eq(items.location, Number(item.location)), state[expect])),
        record,
        db
          .update(items)
          .set({ serialNumber: null })
          .where(and(eq(items.id, id), or(isNull(items.updatedAt), ne(items.updatedAt, stamp), notMine))),
      ]
    }),
    // Last, so their ids are the batch's last answers: the house's tasks (issue 33), one per request.
    ...asked.map((r) =>
      db
        .insert(changeRequests)
        .values({ ...r, user: user.id, status: 'open', updatedAt: stamp, createdAt: stamp })
        .returning({ id: changeRequests.id }),
    ),
  ]
}

/** A change request as the list writes it: the house's task in the admin (src/collections/ChangeRequests). */
type NewChangeRequest = { kind: 'item' | 'order_line'; item?: number; orderLine?: number; location: number; information: string; subject: string }

/** The list's change requests, on stock rows (planned item actions) and on open-order rows. */
function changeRequestsOf(plan: PlannedAction[], requests: PlannedRequest[]): { row: NewChangeRequest; subject: RequestSubject }[] {
  return [
    ...plan.flatMap((p) =>
      p.action === 'request_change'
        ? [
            {
              row: {
                kind: 'item' as const,
                item: Number(p.item.id),
                location: Number(p.item.location),
                information: String(p.event.data.information),
                subject: `${p.item.serialNumber} · ${p.item.articleNumber}`,
              },
              subject: { kind: 'item' as const, serial: p.item.serialNumber, article: p.item.articleNumber },
            },
          ]
        : [],
    ),
    ...requests.flatMap((r) =>
      r.kind === 'request_change'
        ? [
            {
              row: {
                kind: 'order_line' as const,
                orderLine: r.orderLine,
                location: r.location,
                information: r.information,
                subject: `${r.subject.order} · ${r.subject.article}`,
              },
              subject: { kind: 'order_line' as const, ...r.subject },
            },
          ]
        : [],
    ),
  ]
}

/**
 * One action's answer. `action` is wider than the contract's `actionResults` (src/contracts/portal.ts),
 * which does not list log_sell_in yet.
 */
type ActionResult = ActionResults['results'][number]

/**
 * POST /api/v1/inventory/actions/: the caller's list of `{item_id, action, parameters}` (item_id: the
 * serial number; the row id for request_change, an open-order row's id with
 * `parameters.table: 'open_orders'`), its shape already checked by the edge (actionSchemas.ts). All
 * or nothing: a refused action throws 400 with the errors per index, an item changed meanwhile 409,
 * else each item as it is now.
 */
export async function runItemActions(
  payload: Payload,
  { access, entries }: { access: PortalAccess; entries: ItemActionEntry[] },
): Promise<{ results: ActionResult[] }> {
  const items = tableOf(payload, 'inventory_items')
  const db = drizzleOf(payload)
  // The schema made request_change's item_id a row id (digits) and every other a serial number.
  const findItem = async (action: string, id: string) => {
    const condition = action === 'request_change' ? eq(items.id, Number(id)) : eq(items.serialNumber, id)
    const [row] = (await db.select().from(items).where(condition).limit(1)) as ItemRecord[]
    return row ?? null
  }
  // Open-order rows' change requests and notes are checked apart (they name an order line, not an item), and
  // so are receipts (log_sell_in names a shipped piece, not yet an item); the list stays one: any
  // refusal in any part refuses it whole, errors at the sent index.
  const isSellIn = (e: ItemActionEntry) => e.action === 'log_sell_in'
  const itemIndexes = entries.flatMap((e, i) => (isOpenOrderRequest(e) || isSellIn(e) ? [] : [i]))
  const sellInEntries = entries.flatMap((e, index) => (isSellIn(e) ? [{ index, serialNumber: String(e.item_id) }] : []))
  const errors: PlanError[] = []
  const requests: { index: number; request: PlannedRequest }[] = []
  for (const [index, entry] of entries.entries()) {
    if (!isOpenOrderRequest(entry)) continue
    const checked = await planOpenOrderRequest(payload, access, entry)
    if ('errors' in checked) errors.push({ index, errors: checked.errors })
    else requests.push({ index, request: checked.request })
  }
  const planned = itemIndexes.length
    ? await planActions(
        payload,
        access,
        itemIndexes.map((i) => entries[i] as InventoryActionEntry),
        findItem,
      )
    : { plan: [] as PlannedAction[] }
  if ('errors' in planned) errors.push(...planned.errors.map((e) => ({ ...e, index: itemIndexes[e.index]! })))
  const sellIns = sellInEntries.length ? await planSellIns(payload, access, sellInEntries) : null
  if (sellIns && 'errors' in sellIns) errors.push(...sellIns.errors)
  if (errors.length || 'errors' in planned || (sellIns && 'errors' in sellIns)) throw refused(400, { errors: errors.sort((a, b) => a.index - b.index) })
  const received = sellIns?.plan ?? null
  const ids = planned.plan.filter((p) => Object.keys(p.set).length).map((p) => Number(p.item.id))
  if (new Set(ids).size !== ids.length) throw invalidField('non_field_errors', 'Each item may change once per list.')

  const asked = changeRequestsOf(
    planned.plan,
    requests.map((r) => r.request),
  )
  const by = asked.length ? await requesterAddress(payload, access.userId) : ''
  const stamp = uniqueStamp()
  let written: unknown[]
  try {
    written = await runAtomically(
      payload,
      statements(
        payload,
        planned.plan,
        requests.map((r) => r.request),
        received,
        stamp,
        { id: access.userId, by },
        asked.map((a) => a.row),
      ),
    )
  } catch (err) {
    logger.info({ err, user: access.userId }, 'portal actions refused: an item changed meanwhile')
    throw refused(409, { detail: 'An item changed in the meantime; nothing was saved. Reload and try again.' })
  }
  if (asked.length) {
    // The change requests' ids are the batch's last answers (statements puts them last).
    const taskIds = written.slice(-asked.length).map((rows) => Number((rows as { id: number }[])[0]?.id))
    await mailHouseOfRequests(
      payload,
      asked.map((a, i) => ({ id: taskIds[i]!, location: a.row.location, information: a.row.information, subject: a.subject })),
      access.userId,
    )
  }
  const all = [...new Set(planned.plan.map((p) => Number(p.item.id)))]
  const receivedSerials = received?.receipts.map((r) => r.serialNumber) ?? []
  const rows = [
    ...(all.length ? ((await db.select().from(items).where(inArray(items.id, all))) as ItemRecord[]) : []),
    ...(receivedSerials.length ? ((await db.select().from(items).where(inArray(items.serialNumber, receivedSerials))) as ItemRecord[]) : []),
  ]
  const names = await rowNames(
    payload,
    rows.map((r) => Number(r.location)),
    rows.flatMap((r) => (r.saleUser === null ? [] : [Number(r.saleUser)])),
  )
  const rrp = await recommendedRetailPrices(payload, rows, names.currencies)
  const byId = new Map(rows.map((r) => [Number(r.id), inventoryRow(r, { ...names, rrp })]))
  const bySerial = new Map(rows.map((r) => [r.serialNumber, byId.get(Number(r.id))!]))
  const results: { index: number; result: ActionResult }[] = [
    ...planned.plan.map((p, i) => ({
      index: itemIndexes[i]!,
      result: { item_id: p.action === 'request_change' ? Number(p.item.id) : p.item.serialNumber, action: p.action, item: byId.get(Number(p.item.id)) ?? null },
    })),
    // A received piece answers the store's new item.
    ...sellInEntries.map(({ index, serialNumber }) => ({
      index,
      result: { item_id: serialNumber, action: 'log_sell_in' as const, item: bySerial.get(serialNumber) ?? null },
    })),
    // An open-order row does not change: the answer names the row and no item.
    ...requests.map(({ index, request }) => ({ index, result: { item_id: request.orderLine, action: request.kind, item: null } })),
  ]
  return { results: results.sort((a, b) => a.index - b.index).map((r) => r.result) }
}
