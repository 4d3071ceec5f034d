import 'server-only'
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { Order, OrderLine } from '@/payload-types'
import type { OrderEventType } from '@/domain/orders/orderEvents'
import type { MoveRefusalCode } from '@/domain/orders/moveRefusals'
import { documentsAvailable } from '@/domain/orders/documentsAvailable'
import { lineAfter, lineStatusOf, orderStatusOf, type LineStatus, type Mover, type OrderMove } from '@/domain/orders/orderStatus'
import { calendarDayIn } from '@/domain/trade/calendarDay'
import type { OrderDocumentKind } from '@/domain/trade/orderDocuments'
import { drizzleOf, isPostgres, runAtomically, tableOf, type Drizzle } from '@/server/db/drizzle'
import { uniqueStamp } from '@/server/db/uniqueStamp'
import { logger } from '@/server/log/logger'
import { INVOICE_NUMBER_ATTEMPTS, invoiceMarketOf, invoiceNumberTakenByAnother, invoiceYearOf, upcomingInvoiceNumber } from '@/server/orders/invoiceNumbers'
import { holdMoveMail, type HeldMoveMail, type MoveMail } from '@/server/orders/moveMails'
import { moveAttachments, type MoveDocuments } from '@/server/orders/orderDocuments'
import { orderLines } from '@/server/trade/cartState'

/**
 * The house's moves on a placed order (issue 33), as services with typed arguments: the house's
 * API (houseOrders.ts) and the jeweller's cancel (jewellerCancel.ts) read the request and call them.
 * Each checks the move against the order as it is (src/domain/orders/orderStatus.ts), then writes
 * it in one transaction: the lines, the order's derived status, a delivery with its pieces, the
 * order's history entry. A move that does not fit is refused with a code and writes nothing; an
 * order changed by another move meanwhile is refused too (`order-changed`), never half-written.
 */

/** Who moves the order: a member of staff (a session or the ERP's API key) or the ordering store's user. */
export type Actor = { kind: 'staff'; id: number; email: string } | { kind: 'jeweller'; id: number; email: string }

export type MoveRefusal = { status: 400 | 409; code: MoveRefusalCode; detail: string; lines?: number[] }
export type MoveResult = { order: Order } | { refused: MoveRefusal }

const refuse = (status: 400 | 409, code: MoveRefusalCode, detail: string, lines?: number[]): { refused: MoveRefusal } => ({
  refused: { status, code, detail, ...(lines ? { lines } : {}) },
})

/**
 * The order as read before a move: the raw stamp its write is conditioned on, its lines, and per
 * line how many pieces were shipped and how many of those the store received.
 */
export type Snapshot = { order: Order; updatedAt: unknown; lines: OrderLine[]; shipped: Map<number, number>; received: Map<number, number> }

/** What a move writes beside the order's status and its history entry. */
type LineChange = { status: LineStatus; estimatedDelivery?: string; cancelReason?: string | null; cancelledBy?: Mover }
type Planned = {
  lines: Map<number, LineChange>
  delivery?: { carrier: string | null; trackingNumber: string | null; pieces: { line: number; serialNumber: string }[] }
  event: { type: OrderEventType; data: Record<string, unknown> }
}

export async function snapshotOf(payload: Payload, orderId: number): Promise<Snapshot | null> {
  const orders = tableOf(payload, 'orders')
  const [row] = (await drizzleOf(payload).select({ updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, orderId)).limit(1)) as {
    updatedAt: unknown
  }[]
  if (!row) return null
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!order || order.status === 'cart') return null
  const lines = await orderLines(payload, orderId)
  const { docs: pieces } = await payload.find({
    collection: 'pieces',
    where: { order: { equals: orderId } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { line: true, receivedAt: true },
  })
  const shipped = new Map<number, number>()
  const received = new Map<number, number>()
  for (const piece of pieces) {
    const line = Number(piece.line)
    shipped.set(line, (shipped.get(line) ?? 0) + 1)
    if (piece.receivedAt) received.set(line, (received.get(line) ?? 0) + 1)
  }
  return { order, updatedAt: row.updatedAt, lines, shipped, received }
}

/** The lines a move names, each once and each of this order (else a 400 naming them). */
function namedLines(snapshot: Snapshot, ids: number[]): { lines: OrderLine[] } | { refused: MoveRefusal } {
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i)
  if (repeated.length) return refuse(400, 'line-repeated', 'Name each line once.', [...new Set(repeated)])
  const byId = new Map(snapshot.lines.map((l) => [l.id, l]))
  const unknown = ids.filter((id) => !byId.has(id))
  if (unknown.length) return refuse(400, 'unknown-line', 'These are not lines of this order.', unknown)
  return { lines: ids.map((id) => byId.get(id)!) }
}

const notAllowed = (move: OrderMove, lines: OrderLine[]) =>
  refuse(
    409,
    'move-not-allowed',
    `The move "${move}" does not fit the state of ${lines.map((l) => `line ${l.id} (${lineStatusOf(l.status)})`).join(', ')}.`,
    lines.map((l) => l.id),
  )

/**
 * The first statements of any change to a placed order: its derived status and stamp, written only
 * while the order is as it was read; then a guard that breaks the transaction (a NOT NULL
 * violation) when that write did not happen (the stamp is another's, or on PostgreSQL another
 * transaction wrote the row), so what follows is written only by the change that read the order last.
 * `also`: further columns of the order the change writes with its status (a move's invoice number).
 */
export function orderLockStatements(payload: Payload, snapshot: Snapshot, status: string, stamp: string, also: Record<string, unknown> = {}) {
  const orders = tableOf(payload, 'orders')
  const orderId = snapshot.order.id
  // xmin is the 32-bit id of the transaction that wrote the row version; txid_current() carries an epoch above it.
  const notMine = isPostgres(payload) ? sql`${orders}.xmin::text::bigint <> (txid_current() % 4294967296)` : undefined
  return (db: Drizzle) => [
    db
      .update(orders)
      .set({ status, updatedAt: stamp, ...also })
      .where(and(eq(orders.id, orderId), eq(orders.updatedAt, snapshot.updatedAt))),
    db
      .update(orders)
      .set({ currency: null })
      .where(and(eq(orders.id, orderId), or(ne(orders.updatedAt, stamp), notMine))),
  ]
}

/** The invoice number a move gives the order, and when: the move that leaves nothing to ship (invoiceNumbers.ts). */
type Invoice = { invoiceNumber: string; invoicedAt: string }

/**
 * The statements of a planned move, run as one transaction: the order's lock (orderLockStatements,
 * with the invoice number the move gives), then the lines, the delivery with its pieces and the
 * history entry. A serial number or an invoice number taken meanwhile breaks it at its unique index.
 */
function moveStatements(payload: Payload, snapshot: Snapshot, planned: Planned, actor: Actor, stamp: string, key: string, invoice: Invoice | null) {
  const lines = tableOf(payload, 'order_lines')
  const deliveries = tableOf(payload, 'deliveries')
  const pieces = tableOf(payload, 'pieces')
  const events = tableOf(payload, 'order_events')
  const orderId = snapshot.order.id
  const statuses = snapshot.lines.map((l) => planned.lines.get(l.id)?.status ?? lineStatusOf(l.status))
  const by = actor.email
  return (db: Drizzle) => [
    ...orderLockStatements(payload, snapshot, orderStatusOf(statuses), stamp, invoice ?? {})(db),
    ...[...planned.lines].map(([id, change]) =>
      db
        .update(lines)
        .set({
          status: change.status,
          ...(change.estimatedDelivery ? { estimatedDelivery: change.estimatedDelivery } : {}),
          ...(change.cancelledBy ? { cancelledBy: change.cancelledBy, cancelReason: change.cancelReason ?? null } : {}),
          updatedAt: stamp,
        })
        .where(and(eq(lines.id, id), eq(lines.order, orderId))),
    ),
    ...(planned.delivery
      ? [
          db.insert(deliveries).values({
            order: orderId,
            carrier: planned.delivery.carrier,
            trackingNumber: planned.delivery.trackingNumber,
            shippedAt: stamp,
            shippedBy: actor.kind === 'staff' ? actor.id : null,
            updatedAt: stamp,
            createdAt: stamp,
          }),
          // The delivery just inserted: the order's row is this transaction's until it ends, so no
          // other move can add one to the order in between.
          ...planned.delivery.pieces.map((p) =>
            db.insert(pieces).values({
              serialNumber: p.serialNumber,
              order: orderId,
              line: p.line,
              delivery: sql`(select max(${deliveries.id}) from ${deliveries} where ${deliveries.order} = ${orderId})`,
              updatedAt: stamp,
              createdAt: stamp,
            }),
          ),
        ]
      : []),
    db.insert(events).values({ order: orderId, type: planned.event.type, at: stamp, by, key, data: planned.event.data, updatedAt: stamp, createdAt: stamp }),
  ]
}

/** Serial numbers already given to a piece or to a store's inventory item: serials are unique across the house. */
async function takenSerials(payload: Payload, serials: string[]): Promise<string[]> {
  if (!serials.length) return []
  const db = drizzleOf(payload)
  const pieces = tableOf(payload, 'pieces')
  const items = tableOf(payload, 'inventory_items')
  const [a, b] = (await Promise.all([
    db.select({ serial: pieces.serialNumber }).from(pieces).where(inArray(pieces.serialNumber, serials)),
    db.select({ serial: items.serialNumber }).from(items).where(inArray(items.serialNumber, serials)),
  ])) as { serial: string }[][]
  return [...new Set([...a!, ...b!].map((r) => r.serial))]
}

/**
 * What a move's mail needs for its documents (issue 33): the order and its lines as the move leaves
 * them, the delivery it writes, and which documents it carries (a confirmation's mail the
 * confirmation, a shipment's its delivery note, and the invoice when the move makes it exist).
 */
function moveDocumentsOf(snapshot: Snapshot, planned: Planned, mail: MoveMail, invoice: Invoice | null, at: string): MoveDocuments {
  const lines = snapshot.lines.map((line) => {
    const change = planned.lines.get(line.id)
    return change ? { ...line, status: change.status, estimatedDelivery: change.estimatedDelivery ?? line.estimatedDelivery } : line
  })
  const order = { ...snapshot.order, status: orderStatusOf(lines.map((l) => lineStatusOf(l.status))), ...(invoice ?? {}) }
  const pieces = planned.delivery?.pieces ?? []
  const delivery = planned.delivery && {
    carrier: planned.delivery.carrier,
    trackingNumber: planned.delivery.trackingNumber,
    lines: [...new Set(pieces.map((p) => p.line))].map((id) => ({ id, serial_numbers: pieces.filter((p) => p.line === id).map((p) => p.serialNumber) })),
  }
  const kinds: OrderDocumentKind[] = mail.kind === 'confirmed' ? ['confirmation'] : mail.kind === 'shipped' ? ['delivery-note'] : []
  return { order, lines, delivery: delivery ?? null, at, kinds: invoice ? [...kinds, 'invoice'] : kinds }
}

/**
 * Runs a move: reads the order, plans the move against it, holds the jeweller's mail (with the
 * documents the move makes), writes the move in one transaction, then sends the mail (or drops it
 * when nothing was written). A move that leaves nothing to ship gives the order its invoice number
 * in the same transaction; when another order's move took that number first, the move is written
 * again, mail and all, with the next. Answers the order as it is after the move; null when there
 * is no such placed order.
 */
async function runMove(
  payload: Payload,
  orderId: number,
  actor: Actor,
  plan: (snapshot: Snapshot) => Promise<Planned | { refused: MoveRefusal }> | Planned | { refused: MoveRefusal },
  mail: (snapshot: Snapshot, planned: Planned) => MoveMail | null,
): Promise<MoveResult | null> {
  const snapshot = await snapshotOf(payload, orderId)
  if (!snapshot) return null
  const planned = await plan(snapshot)
  if ('refused' in planned) return planned
  const statuses = snapshot.lines.map((l) => planned.lines.get(l.id)?.status ?? lineStatusOf(l.status))
  const invoices = !snapshot.order.invoiceNumber && documentsAvailable({ lineStatuses: statuses, shipmentCount: 0 }).includes('invoice')
  for (let attempt = 1; ; attempt++) {
    const stamp = uniqueStamp()
    const key = randomUUID()
    const invoice: Invoice | null = invoices
      ? { invoiceNumber: await upcomingInvoiceNumber(payload, invoiceMarketOf(snapshot.order), invoiceYearOf(stamp)), invoicedAt: stamp }
      : null
    const message = mail(snapshot, planned)
    const held: HeldMoveMail | null = message
      ? await holdMoveMail(payload, snapshot.order, message, key, (locale) =>
          moveAttachments(payload, moveDocumentsOf(snapshot, planned, message, invoice, stamp), locale),
        )
      : null
    try {
      await runAtomically(payload, moveStatements(payload, snapshot, planned, actor, stamp, key, invoice))
    } catch (err) {
      await held?.discard()
      const serials = planned.delivery?.pieces.map((p) => p.serialNumber) ?? []
      const taken = await takenSerials(payload, serials)
      logger.info({ err, order: orderId, move: planned.event.type }, 'order move not written: the order, a serial or an invoice number changed meanwhile')
      if (taken.length) return refuse(409, 'serial-taken', `Serial numbers already given: ${taken.join(', ')}.`)
      if (invoice && attempt < INVOICE_NUMBER_ATTEMPTS && (await invoiceNumberTakenByAnother(payload, invoice.invoiceNumber, orderId))) {
        logger.info({ order: orderId, number: invoice.invoiceNumber, attempt }, 'invoice number given to another order meanwhile; taking the next')
        continue
      }
      return refuse(409, 'order-changed', 'The order changed in the meantime; nothing was saved. Reload it and try again.')
    }
    held?.release()
    return { order: await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true }) }
  }
}

/** The lines a move touched, with their new state, for the mail. */
const movedLines = (snapshot: Snapshot, planned: Planned) =>
  snapshot.lines.filter((l) => planned.lines.has(l.id)).map((line) => ({ line, change: planned.lines.get(line.id)! }))

export type ConfirmArgs = { orderId: number; lines: { id: number; estimatedDelivery: string }[]; actor: Actor; today?: string }

/**
 * POST …/confirm/: the house confirms lines with the day it will deliver them (or changes that day
 * for a line confirmed or in production). A day before today is refused.
 */
export function confirmLines(payload: Payload, args: ConfirmArgs): Promise<MoveResult | null> {
  const today = args.today ?? calendarDayIn(new Date())
  return runMove(
    payload,
    args.orderId,
    args.actor,
    (snapshot) => {
      const named = namedLines(
        snapshot,
        args.lines.map((l) => l.id),
      )
      if ('refused' in named) return named
      const past = args.lines.filter((l) => l.estimatedDelivery < today)
      if (past.length)
        return refuse(
          400,
          'date-in-past',
          `A delivery day from ${today} on, please.`,
          past.map((l) => l.id),
        )
      const misfit = named.lines.filter((l) => lineAfter(lineStatusOf(l.status), 'confirm') === null)
      if (misfit.length) return notAllowed('confirm', misfit)
      const lines = new Map(
        args.lines.map((l, i) => [l.id, { status: lineAfter(lineStatusOf(named.lines[i]!.status), 'confirm')!, estimatedDelivery: l.estimatedDelivery }]),
      )
      return { lines, event: { type: 'confirmed', data: { lines: args.lines.map((l) => ({ id: l.id, estimated_delivery: l.estimatedDelivery })) } } }
    },
    (snapshot, planned) => ({ kind: 'confirmed', lines: movedLines(snapshot, planned) }),
  )
}

export type LinesArgs = { orderId: number; lines: number[]; actor: Actor }

/** POST …/production/: confirmed lines go into production. */
export function startProduction(payload: Payload, args: LinesArgs): Promise<MoveResult | null> {
  return runMove(
    payload,
    args.orderId,
    args.actor,
    (snapshot) => {
      const named = namedLines(snapshot, args.lines)
      if ('refused' in named) return named
      const misfit = named.lines.filter((l) => lineAfter(lineStatusOf(l.status), 'production') === null)
      if (misfit.length) return notAllowed('production', misfit)
      return {
        lines: new Map(args.lines.map((id) => [id, { status: 'in_production' as const }])),
        event: { type: 'in_production', data: { lines: args.lines } },
      }
    },
    (snapshot, planned) => ({ kind: 'in_production', lines: movedLines(snapshot, planned) }),
  )
}

export type ShipArgs = {
  orderId: number
  lines: { id: number; serialNumbers: string[] }[]
  carrier: string | null
  trackingNumber: string | null
  actor: Actor
}

/**
 * POST …/shipments/: a delivery of some or all lines, one serial number per piece. A line may go in
 * several deliveries; it is shipped once all its pieces are. Refused: a line that cannot ship (not
 * yet confirmed, cancelled, shipped), more serial numbers than the line has pieces left, a serial
 * number twice in the delivery or already given to any piece of the house.
 */
export function shipLines(payload: Payload, args: ShipArgs): Promise<MoveResult | null> {
  return runMove(
    payload,
    args.orderId,
    args.actor,
    async (snapshot) => {
      const named = namedLines(
        snapshot,
        args.lines.map((l) => l.id),
      )
      if ('refused' in named) return named
      const serials = args.lines.flatMap((l) => l.serialNumbers)
      const repeated = [...new Set(serials.filter((s, i) => serials.indexOf(s) !== i))]
      if (repeated.length) return refuse(409, 'serial-repeated', `Each piece has its own serial number: ${repeated.join(', ')} given twice.`)
      const status = (line: OrderLine) => lineStatusOf(line.status)
      const cannotShip = named.lines.filter((l) => lineAfter(status(l), 'ship', { quantity: l.quantity, shippedPieces: 1 }) === null)
      if (cannotShip.length) return notAllowed('ship', cannotShip)
      const changes = new Map<number, LineChange>()
      const tooMany: number[] = []
      for (const [i, line] of named.lines.entries()) {
        const shippedPieces = (snapshot.shipped.get(line.id) ?? 0) + args.lines[i]!.serialNumbers.length
        const next = lineAfter(status(line), 'ship', { quantity: line.quantity, shippedPieces })
        if (next === null) tooMany.push(line.id)
        else if (next !== status(line)) changes.set(line.id, { status: next })
      }
      if (tooMany.length) return refuse(409, 'too-many-serials', 'More serial numbers than the line has pieces left to ship.', tooMany)
      const taken = await takenSerials(payload, serials)
      if (taken.length) return refuse(409, 'serial-taken', `Serial numbers already given: ${taken.join(', ')}.`)
      return {
        lines: changes,
        delivery: {
          carrier: args.carrier,
          trackingNumber: args.trackingNumber,
          pieces: args.lines.flatMap((l) => l.serialNumbers.map((serialNumber) => ({ line: l.id, serialNumber }))),
        },
        event: {
          type: 'shipped',
          data: { carrier: args.carrier, tracking_number: args.trackingNumber, lines: args.lines.map((l) => ({ id: l.id, serial_numbers: l.serialNumbers })) },
        },
      }
    },
    (snapshot) => ({
      kind: 'shipped',
      lines: args.lines.map((l) => ({ line: snapshot.lines.find((x) => x.id === l.id)!, serialNumbers: l.serialNumbers })),
      carrier: args.carrier,
      trackingNumber: args.trackingNumber,
    }),
  )
}

export type CancelArgs = { orderId: number; lines: number[]; reason: string | null; actor: Actor }

/**
 * POST …/cancel/ (the house) or the jeweller's cancel: lines are cancelled while nothing of them has
 * left the house; the jeweller only before the house confirmed them. An order whose every line is
 * cancelled is cancelled.
 */
export function cancelLines(payload: Payload, args: CancelArgs): Promise<MoveResult | null> {
  const by: Mover = args.actor.kind === 'staff' ? 'house' : 'jeweller'
  return runMove(
    payload,
    args.orderId,
    args.actor,
    (snapshot) => {
      const named = namedLines(snapshot, args.lines)
      if ('refused' in named) return named
      const misfit = named.lines.filter((l) => lineAfter(lineStatusOf(l.status), 'cancel', { by, shippedPieces: snapshot.shipped.get(l.id) ?? 0 }) === null)
      if (misfit.length) return notAllowed('cancel', misfit)
      return {
        lines: new Map(args.lines.map((id) => [id, { status: 'cancelled' as const, cancelledBy: by, cancelReason: args.reason }])),
        event: { type: 'cancelled', data: { lines: args.lines, reason: args.reason, by } },
      }
    },
    (snapshot, planned) => ({ kind: 'cancelled', lines: movedLines(snapshot, planned), reason: args.reason, by }),
  )
}
