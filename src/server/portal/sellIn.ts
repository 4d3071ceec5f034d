import 'server-only'
import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { OrderLine } from '@/payload-types'
import { sellInPermission } from '@/domain/portal/permissions'
import { lineAfter, lineStatusOf, orderStatusOf, type LineStatus } from '@/domain/orders/orderStatus'
import type { OrderLineMetadata } from '@/domain/trade/orderLineMetadata'
import { calendarDayIn } from '@/domain/trade/calendarDay'
import { drizzleOf, tableOf, type Drizzle } from '@/server/db/drizzle'
import { orderLockStatements, snapshotOf, type Snapshot } from '@/server/orders/orderMoves'
import type { PlanError } from '@/server/portal/actionPlan'
import { orderLineProducts } from '@/server/portal/orderLineProducts'
import { can, type PortalAccess } from '@/server/portal/portalAccess'
import { relationId } from '@/server/payload/relationId'

/**
 * The sell-in (issue 33): a store receives the pieces the house shipped it, one serial number each,
 * through the portal's action list (`{"item_id": "<serial>", "action": "log_sell_in"}`). A received
 * piece becomes the store's inventory item (sell-in day today, the line's unit price and currency,
 * article number and product from the order) with a "sell-in recorded" history entry naming who
 * received it; its line is delivered once all its pieces are, and the order's status follows.
 */

/** One checked receipt: the piece, its line and order, and the inventory item it becomes. */
export type PlannedSellIn = {
  serialNumber: string
  pieceId: number
  orderId: number
  item: Record<string, unknown>
  event: Record<string, unknown>
}

/** Per order: the snapshot its lock is conditioned on and the lines receiving delivers. */
type OrderReceipt = { snapshot: Snapshot; delivered: number[]; status: string; key: string; serials: string[] }

/** The receipts, the orders they move, and who received them (the order history's `by`). */
export type SellInPlan = { receipts: PlannedSellIn[]; orders: OrderReceipt[]; by: string }

type PieceRow = { id: number; serialNumber: string; order: number; line: number; receivedAt: string | null }

/**
 * Checks each log_sell_in of a list (`entries`: its index in the list and the serial number) and
 * plans its writes. A serial the caller cannot see (no piece, or shipped to a store where they hold
 * no portal right) is "Not found."; seeing the store without `inventory:log_article_sell_in` is not
 * permitted; a piece received before, or twice in one list, is refused.
 */
export async function planSellIns(
  payload: Payload,
  access: PortalAccess,
  entries: { index: number; serialNumber: string }[],
): Promise<{ plan: SellInPlan } | { errors: PlanError[] }> {
  const errors: PlanError[] = []
  const fail = (index: number, field: string, message: string) => errors.push({ index, errors: { [field]: [message] } })
  const pieces = tableOf(payload, 'pieces')
  const found = new Map<string, PieceRow>()
  for (const { serialNumber } of entries) {
    const [row] = (await drizzleOf(payload)
      .select({ id: pieces.id, serialNumber: pieces.serialNumber, order: pieces.order, line: pieces.line, receivedAt: pieces.receivedAt })
      .from(pieces)
      .where(eq(pieces.serialNumber, serialNumber))
      .limit(1)) as PieceRow[]
    if (row) found.set(serialNumber, row)
  }
  const snapshots = new Map<number, Snapshot>()
  for (const orderId of new Set([...found.values()].map((p) => Number(p.order)))) {
    const snapshot = await snapshotOf(payload, orderId)
    if (snapshot) snapshots.set(orderId, snapshot)
  }
  const seen = new Set<string>()
  const accepted: { piece: PieceRow; snapshot: Snapshot; line: OrderLine }[] = []
  for (const { index, serialNumber } of entries) {
    const piece = found.get(serialNumber)
    const snapshot = piece ? snapshots.get(Number(piece.order)) : undefined
    const store = snapshot ? relationId(snapshot.order.store) : null
    const line = snapshot?.lines.find((l) => l.id === Number(piece!.line))
    if (!piece || !snapshot || !line || !access.stores.has(String(store))) fail(index, 'item_id', 'Not found.')
    else if (!can(access, store, sellInPermission)) fail(index, 'action', 'You do not have permission to perform this action.')
    else if (piece.receivedAt) fail(index, 'item_id', 'This piece has already been received.')
    else if (seen.has(serialNumber)) fail(index, 'item_id', 'Each item may change once per list.')
    else accepted.push({ piece, snapshot, line })
    seen.add(serialNumber)
  }
  if (errors.length) return { errors }

  const today = calendarDayIn(new Date())
  const products = await orderLineProducts(
    payload,
    accepted.map((a) => Number(relationId(a.line.productGroup))),
  )
  const receipts: PlannedSellIn[] = accepted.map(({ piece, snapshot, line }) => {
    const metadata = (line.metadata ?? {}) as Partial<OrderLineMetadata>
    const product = products.get(Number(relationId(line.productGroup)))
    return {
      serialNumber: piece.serialNumber,
      pieceId: piece.id,
      orderId: snapshot.order.id,
      item: {
        serialNumber: piece.serialNumber,
        articleNumber: line.fullCode,
        productType: metadata.product_type ?? null,
        articleDescriptionDe: product?.name ?? line.fullCode,
        image: product?.image ?? null,
        location: Number(relationId(snapshot.order.store)),
        sellInPrice: line.unitAmount,
        sellInCurrency: line.currency,
        sellInDate: today,
        availableInVirtualStorage: false,
      },
      event: {
        user: access.userId,
        sell_in_price: line.unitAmount,
        currency: line.currency,
        date: today,
        order_no: snapshot.order.orderNumber ?? String(snapshot.order.id),
      },
    }
  })
  // Per order: which lines this list completes, and the order's status once they are delivered.
  const orders: OrderReceipt[] = []
  for (const snapshot of new Set(accepted.map((a) => a.snapshot))) {
    const mine = accepted.filter((a) => a.snapshot === snapshot)
    const statuses = new Map<number, LineStatus>(snapshot.lines.map((l) => [l.id, lineStatusOf(l.status)]))
    const delivered: number[] = []
    for (const line of new Set(mine.map((a) => a.line))) {
      const receivedPieces = (snapshot.received.get(line.id) ?? 0) + mine.filter((a) => a.line === line).length
      // A line still in production with some pieces shipped stays so; only a shipped line can be delivered.
      if (lineAfter(lineStatusOf(line.status), 'deliver', { quantity: line.quantity, receivedPieces }) === 'delivered') {
        delivered.push(line.id)
        statuses.set(line.id, 'delivered')
      }
    }
    orders.push({ snapshot, delivered, status: orderStatusOf([...statuses.values()]), key: randomUUID(), serials: mine.map((a) => a.piece.serialNumber) })
  }
  const receiver = await payload.findByID({
    collection: 'users',
    id: String(access.userId),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { email: true },
  })
  return { plan: { receipts, orders, by: receiver?.email ?? `user:${access.userId}` } }
}

/**
 * The receipts' writes, for the action list's one transaction: per order its lock (so a concurrent
 * move or receipt of the same order breaks one of them), the delivered lines and a "received"
 * history entry; per piece the inventory item (its serial number's unique index refuses a second
 * receipt), the item's "sell-in recorded" entry and the piece marked received, only while it is not.
 */
export function sellInStatements(payload: Payload, plan: SellInPlan, stamp: string, user: number) {
  const items = tableOf(payload, 'inventory_items')
  const events = tableOf(payload, 'inventory_events')
  const pieces = tableOf(payload, 'pieces')
  const lines = tableOf(payload, 'order_lines')
  const orderEvents = tableOf(payload, 'order_events')
  const itemOf = (serial: string) => sql`(select ${items.id} from ${items} where ${items.serialNumber} = ${serial})`
  return (db: Drizzle) => [
    ...plan.orders.flatMap((o) => [
      ...orderLockStatements(payload, o.snapshot, o.status, stamp)(db),
      ...o.delivered.map((id) => db.update(lines).set({ status: 'delivered', updatedAt: stamp }).where(eq(lines.id, id))),
      db.insert(orderEvents).values({
        order: o.snapshot.order.id,
        type: 'received',
        at: stamp,
        by: plan.by,
        key: o.key,
        data: { serial_numbers: o.serials, delivered_lines: o.delivered, user },
        updatedAt: stamp,
        createdAt: stamp,
      }),
    ]),
    ...plan.receipts.flatMap((r) => [
      db.insert(items).values({ ...r.item, updatedAt: stamp, createdAt: stamp }),
      db
        .insert(events)
        .values({ item: itemOf(r.serialNumber), type: 'sell_in_recorded', date: stamp, user, data: r.event, updatedAt: stamp, createdAt: stamp }),
      db
        .update(pieces)
        .set({ receivedAt: stamp, receivedBy: user, inventoryItem: itemOf(r.serialNumber), updatedAt: stamp })
        .where(and(eq(pieces.id, r.pieceId), isNull(pieces.receivedAt))),
    ]),
  ]
}
