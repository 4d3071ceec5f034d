import 'server-only'
import type { Payload } from 'payload'
import type { UrlLocale } from '@/i18n/locales'
import type { Order } from '@/payload-types'
import { notFound, refused } from '@/server/http/errors'
import { cancelLines } from '@/server/orders/orderMoves'
import type { CommerceSession } from '@/server/trade/commerceAuth'
import { placedOrderOf } from '@/server/trade/placedOrders'

/** A placed order of the session's store, or 404 (another store's order, a cart). */
export async function storePlacedOrder(payload: Payload, session: CommerceSession, id: string): Promise<Order> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ id: { equals: id } }, { store: { equals: session.store.id } }, { status: { not_equals: 'cart' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw notFound()
  return docs[0]
}

/**
 * POST /api/v1/commerce/orders/{id}/cancel/ (commerce token) `{"lines": [ids], "reason"}`: the
 * store cancels lines of one of its placed orders before the house confirmed them (issue 33); the
 * same move as the house's cancel (orderMoves.ts), so a line the house confirmed meanwhile is 409.
 */
export async function cancelOrderLines(
  payload: Payload,
  { session, locale, order, lines, reason }: { session: CommerceSession; locale: UrlLocale; order: Order; lines: number[]; reason: string | null },
) {
  const result = await cancelLines(payload, {
    orderId: order.id,
    lines,
    reason,
    actor: { kind: 'jeweller', id: Number(session.user.id), email: session.user.email },
  })
  if (!result) throw notFound()
  if ('refused' in result) {
    const { status, ...body } = result.refused
    throw refused(status, body)
  }
  return placedOrderOf(payload, result.order, locale)
}
