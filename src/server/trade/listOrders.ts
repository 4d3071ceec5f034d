import 'server-only'
import type { Payload } from 'payload'
import type { UrlLocale } from '@/i18n/locales'
import { notFound } from '@/server/http/errors'
import { loadCartState } from '@/server/trade/cartState'
import type { CommerceSession } from '@/server/trade/commerceAuth'
import { cartView } from '@/server/trade/orderView'
import { placedOrderOf, placedOrdersOf } from '@/server/trade/placedOrders'

const PER_PAGE = 20

/**
 * GET /api/v1/commerce/orders/?page= (commerce token): the placed orders of the token's store, by
 * any of its users, newest first, with their lines: the store's order history.
 */
export async function listOrders(payload: Payload, { session, locale, page }: { session: CommerceSession; locale: UrlLocale; page: number }) {
  return placedOrdersOf(payload, session.store.id, locale, page, PER_PAGE)
}

/**
 * GET /api/v1/commerce/orders/{id}/ (commerce token): a placed order of the token's store, or the
 * caller's own cart. Anything else, another store's order above all, is 404.
 */
export async function getOrder(payload: Payload, { session, locale, id }: { session: CommerceSession; locale: UrlLocale; id: string }) {
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { id: { equals: id } },
        { store: { equals: session.store.id } },
        { or: [{ status: { not_equals: 'cart' } }, { user: { equals: session.user.id } }] },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order) throw notFound()
  if (order.status !== 'cart') return placedOrderOf(payload, order, locale)
  return cartView(await loadCartState(payload, order, locale))
}
