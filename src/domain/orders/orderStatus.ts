/**
 * Issue 33: how the house works a placed order. Each line moves on its own
 * (`placed → confirmed → in_production → shipped → delivered`, or `cancelled`); the order's status
 * is derived from its lines, never set by hand. Pure rules, shared by the house's API, the
 * jeweller's cancel and the portal's sell-in.
 */
export const lineStatuses = ['placed', 'confirmed', 'in_production', 'shipped', 'delivered', 'cancelled'] as const
export type LineStatus = (typeof lineStatuses)[number]

/** A placed order's status: one of its lines' (a cart has none). */
export const placedOrderStatuses = lineStatuses
export type PlacedOrderStatus = LineStatus

/** What the house (or, for cancel, the jeweller) does to a line; deliver is the jeweller's receiving. */
export const orderMoves = ['confirm', 'production', 'ship', 'deliver', 'cancel'] as const
export type OrderMove = (typeof orderMoves)[number]
export type Mover = 'house' | 'jeweller'

/** Lines of orders placed before issue 33 carry no status: they are as placed. */
export const lineStatusOf = (status: string | null | undefined): LineStatus =>
  (lineStatuses as readonly string[]).includes(status ?? '') ? (status as LineStatus) : 'placed'

/** The order of progress; cancelled stands apart. */
const rank: Record<Exclude<LineStatus, 'cancelled'>, number> = { placed: 0, confirmed: 1, in_production: 2, shipped: 3, delivered: 4 }

/**
 * The status a line takes from a move, or null when the move does not fit its state.
 * - confirm: a placed line becomes confirmed; confirming a confirmed line or one in production again
 *   changes only its estimated delivery (the house "confirms or changes the requested date").
 * - production: only a confirmed line goes into production.
 * - ship: a confirmed line or one in production; it is shipped once all its pieces are
 *   (`shippedPieces` of `quantity`), until then it keeps its status.
 * - deliver: a shipped line, once all its pieces are received (`receivedPieces` of `quantity`).
 * - cancel: by the house while nothing of the line has left (placed, confirmed, in production, no
 *   piece shipped); by the jeweller only before the house confirmed it.
 */
export function lineAfter(
  from: LineStatus,
  move: OrderMove,
  options: { by?: Mover; quantity?: number; shippedPieces?: number; receivedPieces?: number } = {},
): LineStatus | null {
  const { by = 'house', quantity = 1, shippedPieces = 0, receivedPieces = 0 } = options
  switch (move) {
    case 'confirm':
      return from === 'placed' ? 'confirmed' : from === 'confirmed' || from === 'in_production' ? from : null
    case 'production':
      return from === 'confirmed' ? 'in_production' : null
    case 'ship':
      if (from !== 'confirmed' && from !== 'in_production') return null
      if (shippedPieces < 1 || shippedPieces > quantity) return null
      return shippedPieces === quantity ? 'shipped' : from
    case 'deliver':
      if (from !== 'shipped' || receivedPieces < 1 || receivedPieces > quantity) return null
      return receivedPieces === quantity ? 'delivered' : 'shipped'
    case 'cancel':
      if (by === 'jeweller') return from === 'placed' ? 'cancelled' : null
      return (from === 'placed' || from === 'confirmed' || from === 'in_production') && shippedPieces === 0 ? 'cancelled' : null
  }
}

/**
 * A placed order's status from its lines: the least advanced of the lines still on their way (an
 * order is shipped when its last line is), cancelled when every line is.
 */
export function orderStatusOf(lines: readonly LineStatus[]): PlacedOrderStatus {
  const live = lines.filter((s): s is Exclude<LineStatus, 'cancelled'> => s !== 'cancelled')
  if (!live.length) return 'cancelled'
  return live.reduce((least, s) => (rank[s] < rank[least] ? s : least))
}

/** The statuses of a line the jeweller still waits for (the portal's open orders): neither received in full nor cancelled. */
export const openLineStatuses = ['placed', 'confirmed', 'in_production', 'shipped'] as const
export type OpenLineStatus = (typeof openLineStatuses)[number]
export const isOpenLine = (status: LineStatus): status is OpenLineStatus => (openLineStatuses as readonly string[]).includes(status)
