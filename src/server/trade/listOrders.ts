import 'server-only'
import type { Payload } from 'payload'
import { fieldErrors, json } from '@/server/http/drf'
import { parseFields } from '@/server/http/zodErrors'
import { ordersListParams } from '@/server/trade/schemas'
import { loadCartState } from '@/server/trade/cartState'
import { authenticateCommerce } from '@/server/trade/commerceAuth'
import { cartView } from '@/server/trade/orderView'
import { pathId } from '@/server/http/pathSegment'
import { placedOrderAnswer, placedOrdersOf } from '@/server/trade/placedOrders'
import { answerLocale } from '@/server/trade/sessionOrder'

const PER_PAGE = 20

/**
 * GET /api/v1/commerce/orders/?page= (commerce token): the placed orders of the token's store, by
 * any of its users, newest first, with their lines: the store's order history.
 */
export async function listOrders(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticateCommerce(payload, request)
  if ('response' in auth) return auth.response
  const query = parseFields(ordersListParams, { page: new URL(request.url).searchParams.get('page') })
  if (query.errors) return fieldErrors(query.errors)
  return json(await placedOrdersOf(payload, auth.session.store.id, answerLocale(request, auth.session), query.data.page ?? 1, PER_PAGE))
}

/**
 * GET /api/v1/commerce/orders/{id}/ (commerce token): a placed order of the token's store, or the
 * caller's own cart. Anything else, another store's order above all, is 404.
 */
export async function getOrder(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticateCommerce(payload, request)
  if ('response' in auth) return auth.response
  const { session } = auth
  const id = pathId(request, 4)
  if (!id) return json({ detail: 'Not found.' }, 404)
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [{ id: { equals: id } }, { store: { equals: session.store.id } }, { or: [{ status: { not_equals: 'cart' } }, { user: { equals: session.user.id } }] }],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order) return json({ detail: 'Not found.' }, 404)
  const locale = answerLocale(request, session)
  if (order.status !== 'cart') return placedOrderAnswer(payload, order, locale)
  return json(cartView(await loadCartState(payload, order, locale)))
}
