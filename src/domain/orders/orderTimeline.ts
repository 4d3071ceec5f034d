import { orderEventTypes, type OrderEventType } from './orderEvents'

/**
 * An order's moves as the ordering store reads them on its order page (issue 33: "a new order page
 * with a timeline"). The house's history (`order-events`) records who made each move: a staff
 * member's e-mail (a session or the ERP's API key) or the store's user. A jeweller is never shown
 * the house's people: a move of the house names "the house" (`actor: 'house'`, no person); only
 * the store's own moves (receiving, the jeweller's cancel) name the colleague who made them. The
 * raw entries are read defensively: their `data` is JSON written by the moves
 * (src/server/orders/orderMoves.ts, src/server/portal/sellIn.ts).
 */

/** An `order-events` entry as stored. */
export type StoredOrderEvent = { type: string; at: string; by: string | null; data: unknown }

type Common = { at: string }
type HouseMove = Common & { actor: 'house'; person: null }
type StoreMove = Common & { actor: 'store'; person: string | null }

export type TimelineEntry =
  | (StoreMove & { kind: 'placed' })
  | (HouseMove & { kind: 'confirmed'; lines: { id: number; estimatedDelivery: string | null }[] })
  | (HouseMove & { kind: 'in_production'; lines: number[] })
  | (HouseMove & { kind: 'shipped'; lines: { id: number; serialNumbers: string[] }[]; carrier: string | null; trackingNumber: string | null })
  | ((HouseMove | StoreMove) & { kind: 'cancelled'; lines: number[]; reason: string | null })
  | (StoreMove & { kind: 'received'; serialNumbers: string[]; deliveredLines: number[] })
  | (StoreMove & { kind: 'change_requested'; lines: number[]; information: string | null })
  | (HouseMove & { kind: 'change_answered'; lines: number[]; answer: string | null })

export type TimelineKind = TimelineEntry['kind']

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)
const id = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null
}
const ids = (value: unknown): number[] => list(value).flatMap((v) => (id(v) === null ? [] : [id(v)!]))
const texts = (value: unknown): string[] => list(value).flatMap((v) => (text(v) === null ? [] : [text(v)!]))
const day = (value: unknown): string | null => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null)
/** A store user is named by their e-mail; the fallback `user:<id>` of a receipt names nobody. */
const colleague = (by: string | null): string | null => (by && by.includes('@') ? by : null)

const isEventType = (type: string): type is OrderEventType => (orderEventTypes as readonly string[]).includes(type)

/** One stored move as the store reads it, or null for an entry of a kind it does not know. */
export function timelineEntryOf(event: StoredOrderEvent): TimelineEntry | null {
  if (!isEventType(event.type)) return null
  const data = record(event.data)
  const at = event.at
  const house = { at, actor: 'house' as const, person: null }
  switch (event.type) {
    case 'confirmed':
      return {
        ...house,
        kind: 'confirmed',
        lines: list(data.lines).flatMap((l) => {
          const line = id(record(l).id)
          return line === null ? [] : [{ id: line, estimatedDelivery: day(record(l).estimated_delivery) }]
        }),
      }
    case 'in_production':
      return { ...house, kind: 'in_production', lines: ids(data.lines) }
    case 'shipped':
      return {
        ...house,
        kind: 'shipped',
        carrier: text(data.carrier),
        trackingNumber: text(data.tracking_number),
        lines: list(data.lines).flatMap((l) => {
          const line = id(record(l).id)
          return line === null ? [] : [{ id: line, serialNumbers: texts(record(l).serial_numbers) }]
        }),
      }
    case 'cancelled': {
      const move = { kind: 'cancelled' as const, lines: ids(data.lines), reason: text(data.reason) }
      // Only the jeweller's own cancel is the store's; anything else (the house, an entry without `by`) is the house's.
      return data.by === 'jeweller' ? { at, actor: 'store', person: colleague(event.by), ...move } : { ...house, ...move }
    }
    case 'received':
      return {
        at,
        actor: 'store',
        person: colleague(event.by),
        kind: 'received',
        serialNumbers: texts(data.serial_numbers),
        deliveredLines: ids(data.delivered_lines),
      }
    // A change the store asked for on an open order line, and the house's answer (src/server/portal/changeRequestAnswer.ts).
    case 'change_requested':
      return { at, actor: 'store', person: colleague(event.by), kind: 'change_requested', lines: ids(data.lines), information: text(data.information) }
    case 'change_answered':
      return { ...house, kind: 'change_answered', lines: ids(data.lines), answer: text(data.answer) }
  }
}

/**
 * The order's timeline, oldest first: its placement, then each recorded move in the order it was
 * made (entries of one instant keep the order they were recorded in).
 */
export function orderTimeline({ placedAt, events }: { placedAt: string | null; events: readonly StoredOrderEvent[] }): TimelineEntry[] {
  const moves = events.flatMap((event, index) => {
    const entry = timelineEntryOf(event)
    return entry ? [{ entry, index }] : []
  })
  moves.sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.index - b.index)
  const placed: TimelineEntry[] = placedAt ? [{ kind: 'placed', at: placedAt, actor: 'store', person: null }] : []
  return [...placed, ...moves.map((m) => m.entry)]
}
