import 'server-only'
import type { Payload } from 'payload'
import type { Order } from '@/payload-types'
import type { UrlLocale } from '@/i18n/locales'
import { deliveryStoreOf } from '@/domain/trade/orderPermission'
import { mailLocale } from '@/server/i18n/mailLocale'
import { invalidField, notFound, refused } from '@/server/http/errors'
import { loadCartState } from '@/server/trade/cartState'
import { orderUserRights } from '@/server/trade/orderingStores'
import { relationId } from '@/server/payload/relationId'
import type { CommerceSession } from '@/server/trade/commerceAuth'
import { holdOrderMails } from '@/server/trade/orderMails'
import { placedOrderOf } from '@/server/trade/placedOrders'
import { placementCheck, refusalBody } from '@/server/trade/placementCheck'
import { placeOrder } from '@/server/trade/placeOrder'
import { cartView } from '@/server/trade/orderView'
import { findSessionOrder } from '@/server/trade/sessionOrder'

/*
 * PATCH /api/v1/commerce/orders/{id}/ (commerce token) with the commerce API's trigger attributes:
 * `{_authorize: true}` checks and authorizes the cart, then `{_place: true}` places it (spec 2 §4);
 * `{shipping_location: id | null}` chooses the store the order goes to (issue 33; set first when sent
 * with a trigger). 200 with the order; 404 for any order not of the token's store and user (sessionOrder, before the
 * body is read); 400/409 `{detail, code}` when the cart cannot be ordered as it is (code: a
 * cart.error.* message key).
 */

/** An order of the session's store and user, or 404. */
export async function sessionOrder(payload: Payload, session: CommerceSession, id: string): Promise<Order> {
  const order = await findSessionOrder(payload, session, id)
  if (!order) throw notFound()
  return order
}

/**
 * `shipping_location`: the store the cart is delivered to, one of the user's stores holding
 * orders:use_as_shipping_location as their rights stand now, or null for the default (the billing
 * store, else the first that may: src/domain/trade/orderPermission.ts). Any other id, another
 * store's or one without the right, is 400 as DRF answers a primary key outside the field's
 * choices. Another store is another shipping address and cost, so it voids the authorization.
 * Answers the order as it stands afterwards.
 */
export async function chooseShippingLocation(payload: Payload, { order, location }: { order: Order; location: string | null }): Promise<Order> {
  if (order.status !== 'cart') throw invalidField('shipping_location', 'The order is placed; where it goes can no longer change.')
  const { shippable } = await orderUserRights(payload, relationId(order.user) as number)
  if (location !== null && !shippable.includes(location)) throw invalidField('shipping_location', `Invalid pk "${location}" - object does not exist.`)
  const stored = relationId(order.shippingStore)
  const current = stored === null ? null : String(stored)
  if (current === location) return order
  const billing = String(relationId(order.store))
  const moved = deliveryStoreOf(billing, shippable, current) !== deliveryStoreOf(billing, shippable, location)
  return payload.update({
    collection: 'orders',
    id: order.id,
    // Naming the store the order already goes to (the default) keeps the authorization.
    data: { shippingStore: location === null ? null : Number(location), ...(moved ? { authorizedAt: null } : {}) },
    depth: 0,
    overrideAccess: true,
  })
}

/** The cart (or the placed order) as GET orders/{id}/ answers it, after a change that is neither authorizing nor placing. */
export async function orderAnswer(payload: Payload, { order, locale }: { order: Order; locale: UrlLocale }) {
  if (order.status !== 'cart') return placedOrderOf(payload, order, locale)
  return cartView(await loadCartState(payload, order, locale))
}

/** `_authorize`: the cart is checked as placing will check it, and the store's acceptance of terms and amounts is recorded. */
export async function authorizeOrder(payload: Payload, { order, locale }: { order: Order; locale: UrlLocale }) {
  if (order.status !== 'cart') return placedOrderOf(payload, order, locale)
  const state = await loadCartState(payload, order, locale)
  const refusal = placementCheck(state)
  if (refusal) throw refused(refusal.status, refusalBody(refusal))
  const authorized = await payload.update({
    collection: 'orders',
    id: order.id,
    data: { authorizedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return cartView({ ...state, order: authorized })
}

/** `_place`: the authorized order is placed and its confirmation mails sent. */
export async function placeSessionOrder(payload: Payload, { order, session, locale }: { order: Order; session: CommerceSession; locale: UrlLocale }) {
  // In the user's own language (their profile's); the page's language only when they have none.
  const mailLanguage = session.user.language ? mailLocale(session.user.language) : locale
  // The mails look their names up in their own language, never the page's (orderMails).
  const result = await placeOrder(payload, order, locale, (placed) =>
    holdOrderMails(payload, { ...placed, storeName: session.store.name }, { email: session.user.email, locale: mailLanguage }),
  )
  if ('refused' in result) throw refused(result.refused.status, refusalBody(result.refused))
  return placedOrderOf(payload, result.order, locale)
}
