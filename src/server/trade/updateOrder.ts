import 'server-only'
import type { Payload } from 'payload'
import type { Order } from '@/payload-types'
import type { UrlLocale } from '@/i18n/locales'
import { mailLocale } from '@/server/i18n/mailLocale'
import { notFound, refused } from '@/server/http/errors'
import { loadCartState } from '@/server/trade/cartState'
import type { CommerceSession } from '@/server/trade/commerceAuth'
import { holdOrderMails } from '@/server/trade/orderMails'
import { placedOrderOf } from '@/server/trade/placedOrders'
import { placementCheck, refusalBody } from '@/server/trade/placementCheck'
import { placeOrder } from '@/server/trade/placeOrder'
import { cartView } from '@/server/trade/orderView'
import { findSessionOrder } from '@/server/trade/sessionOrder'

/*
 * PATCH /api/v1/commerce/orders/{id}/ (commerce token) with the commerce API's trigger attributes:
 * `{_authorize: true}` checks and authorizes the cart, then `{_place: true}` places it (spec 2 §4).
 * 200 with the order; 404 for any order not of the token's store and user (sessionOrder, before the
 * body is read); 400/409 `{detail, code}` when the cart cannot be ordered as it is (code: a
 * cart.error.* message key).
 */

/** An order of the session's store and user, or 404. */
export async function sessionOrder(payload: Payload, session: CommerceSession, id: string): Promise<Order> {
  const order = await findSessionOrder(payload, session, id)
  if (!order) throw notFound()
  return order
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
