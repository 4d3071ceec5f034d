import 'server-only'
import type { Payload } from 'payload'
import { fieldErrors, json } from '@/server/http/drf'
import { loadCartState } from '@/server/trade/cartState'
import { authenticateCommerce } from '@/server/trade/commerceAuth'
import { cartView } from '@/server/trade/orderView'
import { pathId } from '@/server/trade/pathSegment'
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
  const raw = new URL(request.url).searchParams.get('page') ?? '1'
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 0
  if (page < 1) return fieldErrors({ page: ['A valid integer is required.'] })
  return json(await placedOrdersOf(payload, auth.session.store.id, answerLocale(request, auth.session), page, PER_PAGE))
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
      and: [
        { id: { equals: id } },
        { store: { equals: session.store.id } },
        { or: [{ status: { equals: 'placed' } }, { user: { equals: session.user.id } }] },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order) return json({ detail: 'Not found.' }, 404)
  const locale = answerLocale(request, session)
  if (order.status === 'placed') return placedOrderAnswer(payload, order, locale)
  return json(cartView(await loadCartState(payload, order, locale)))
}
