import 'server-only'
import type { Payload } from 'payload'
import { notFound } from '@/server/http/errors'
import { cartKeyOf } from '@/server/trade/cartOrder'
import type { CommerceSession } from '@/server/trade/commerceAuth'

/**
 * DELETE /api/v1/commerce/line_items/{id}/ (commerce token) → 204. Only a line of the session's own
 * current cart can go; another store's or user's line, or one of a placed order, is 404 (the query
 * itself is scoped, so nothing of it is read). Its limitation number is released by the
 * order-lines delete hook.
 */
export async function deleteLineItem(payload: Payload, { session, id }: { session: CommerceSession; id: string }): Promise<void> {
  const { docs } = await payload.find({
    collection: 'order-lines',
    where: { and: [{ id: { equals: id } }, { 'order.cartKey': { equals: cartKeyOf(session) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { order: true },
  })
  if (!docs[0]) throw notFound()
  await payload.delete({ collection: 'order-lines', id: docs[0].id, depth: 0, overrideAccess: true })
}
