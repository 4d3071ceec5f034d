import 'server-only'
import type { Payload, Where } from 'payload'
import { notFound, refused } from '@/server/http/errors'
import type { HouseOrderView } from '@/contracts/order'
import { houseOrderViews } from '@/server/orders/houseOrderView'
import type { MoveResult } from '@/server/orders/orderMoves'
import type { PlacedOrderStatus } from '@/domain/orders/orderStatus'

/**
 * The house's order API for its ERP (issue 33), /api/v1/house/orders/…: the reads, and the answer
 * after a move (orderMoves.ts); the routes authenticate staff and read path and body (staffRoute).
 */

const PER_PAGE = 20

/** The order's answer after a move, or its refusal `{detail, code}` as a coded error; an unknown order is 404. */
export async function moveAnswer(payload: Payload, result: MoveResult | null): Promise<HouseOrderView> {
  if (!result) throw notFound()
  if ('refused' in result) {
    const { status, ...body } = result.refused
    throw refused(status, body)
  }
  const [view] = await houseOrderViews(payload, [result.order])
  return view
}

/** GET /api/v1/house/orders/?status=&page=: placed orders, newest first, 20 a page: `{results, count, next}`. */
export async function listHouseOrders(
  payload: Payload,
  { status, page, pageLink }: { status?: PlacedOrderStatus; page: number; pageLink: (page: number) => string },
) {
  const where: Where = status ? { status: { equals: status } } : { status: { not_equals: 'cart' } }
  // joins: false: the order's join fields (lines, deliveries, history) are read apart, for the whole page at once.
  const found = await payload.find({
    collection: 'orders',
    where,
    sort: ['-placedAt', '-id'],
    page,
    limit: PER_PAGE,
    depth: 0,
    overrideAccess: true,
    joins: false,
  })
  return { results: await houseOrderViews(payload, found.docs), count: found.totalDocs, next: found.hasNextPage ? pageLink(page + 1) : null }
}

/** GET /api/v1/house/orders/{id}/: one placed order. */
export async function getHouseOrder(payload: Payload, id: string): Promise<HouseOrderView> {
  const order = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!order || order.status === 'cart') throw notFound()
  const [view] = await houseOrderViews(payload, [order])
  return view
}
