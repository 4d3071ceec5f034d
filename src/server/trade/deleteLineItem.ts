import 'server-only'
import type { Payload } from 'payload'
import { json, noContent } from '@/server/http/drf'
import { throttle } from '@/server/http/throttle'
import { cartKeyOf } from '@/server/trade/cartOrder'
import { authenticateCommerce } from '@/server/trade/commerceAuth'
import { pathId } from '@/server/http/pathSegment'

const notFound = () => json({ detail: 'Not found.' }, 404)

/**
 * DELETE /api/v1/commerce/line_items/{id}/ (commerce token) → 204. Only a line of the session's own
 * current cart can go; another store's or user's line, or one of a placed order, is 404 (the query
 * itself is scoped, so nothing of it is read). Its limitation number is released by the
 * order-lines delete hook.
 */
export async function deleteLineItem(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticateCommerce(payload, request)
  if ('response' in auth) return auth.response
  const { session } = auth
  const limited = await throttle(request, [['cartWriteUser', String(session.user.id)]], session.user.language)
  if (limited) return limited
  const id = pathId(request, 4)
  if (!id) return notFound()
  const { docs } = await payload.find({
    collection: 'order-lines',
    where: { and: [{ id: { equals: id } }, { 'order.cartKey': { equals: cartKeyOf(session) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { order: true },
  })
  if (!docs[0]) return notFound()
  await payload.delete({ collection: 'order-lines', id: docs[0].id, depth: 0, overrideAccess: true })
  return noContent()
}
