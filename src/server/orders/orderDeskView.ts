import type { LineStatus, PlacedOrderStatus } from '@/domain/orders/orderStatus'

/**
 * What the admin's order desk shows (issue 33), the one place its server view and its client part
 * (src/components/admin/OrderDeskMoves.tsx) read the shape from: types only, so the browser may
 * import them (as server/content/types.ts).
 */

/** One line as the order desk shows it: what the workshop makes, for whom, by when, and what has left. */
export type DeskLine = {
  id: number
  /** The line's place in its order, from 1 (the jeweller's order page counts the same way). */
  position: number
  articleNumber: string
  quantity: number
  options: string[]
  engravingImage: string | null
  endCustomer: string
  requestedDate: string | null
  status: LineStatus
  estimatedDelivery: string | null
  /** The serial numbers of the line's pieces shipped so far, in the order they left. */
  shippedSerials: string[]
  /** Pieces still to ship: the quantity less the pieces shipped (0 once all have left). */
  piecesToShip: number
  cancelReason: string | null
}

/** A delivery of the order: who carries it and which pieces (serial numbers per line) it holds. */
export type DeskDelivery = {
  id: number
  carrier: string | null
  trackingNumber: string | null
  shippedAt: string
  lines: { id: number; serialNumbers: string[] }[]
}

export type DeskOrder = {
  id: number
  number: string
  store: string
  placedAt: string | null
  status: PlacedOrderStatus
  lines: DeskLine[]
  deliveries: DeskDelivery[]
}

export type DeskPage = { orders: DeskOrder[]; page: number; totalPages: number; status: DeskFilter }

/**
 * The desk's status filter, in the order it offers them: new orders (`placed`) first and by
 * default, then as the work goes on; `all` is every placed order. An order's status is its least
 * advanced line still on its way (src/domain/orders/orderStatus.ts), as the house API's `?status=`.
 */
export const deskFilters = ['placed', 'confirmed', 'in_production', 'shipped', 'delivered', 'cancelled', 'all'] as const
export type DeskFilter = (typeof deskFilters)[number]
export const defaultDeskFilter: DeskFilter = 'placed'

/** The filter a search parameter names; the default for none or an unknown one. */
export function deskFilterOf(value: unknown): DeskFilter {
  return typeof value === 'string' && (deskFilters as readonly string[]).includes(value) ? (value as DeskFilter) : defaultDeskFilter
}
