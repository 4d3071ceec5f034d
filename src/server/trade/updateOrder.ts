import 'server-only'
import type { Payload } from 'payload'
import type { Order } from '@/payload-types'
import type { UrlLocale } from '@/i18n/locales'
import { mailLocale } from '@/server/i18n/mailLocale'
import { fieldErrors, json, readJsonObject } from '@/server/http/drf'
import { parseFields } from '@/server/http/zodErrors'
import { orderUpdateBody } from '@/server/trade/schemas'
import { throttle } from '@/server/http/throttle'
import { loadCartState } from '@/server/trade/cartState'
import { authenticateCommerce, type CommerceSession } from '@/server/trade/commerceAuth'
import { holdOrderMails } from '@/server/trade/orderMails'
import { placedOrderAnswer } from '@/server/trade/placedOrders'
import { placementCheck, refusalBody } from '@/server/trade/placementCheck'
import { placeOrder } from '@/server/trade/placeOrder'
import { cartView } from '@/server/trade/orderView'
import { pathId } from '@/server/http/pathSegment'
import { answerLocale, findSessionOrder } from '@/server/trade/sessionOrder'

const notFound = () => json({ detail: 'Not found.' }, 404)

/** `_authorize`: the cart is checked as placing will check it, and the store's acceptance of terms and amounts is recorded. */
async function authorize(payload: Payload, order: Order, locale: UrlLocale): Promise<Response> {
  if (order.status !== 'cart') return placedOrderAnswer(payload, order, locale)
  const state = await loadCartState(payload, order, locale)
  const refusal = placementCheck(state)
  if (refusal) return json(refusalBody(refusal), refusal.status)
  const authorized = await payload.update({
    collection: 'orders',
    id: order.id,
    data: { authorizedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return json(cartView({ ...state, order: authorized }))
}

async function place(payload: Payload, order: Order, session: CommerceSession, locale: UrlLocale): Promise<Response> {
  // In the user's own language (their profile's); the page's language only when they have none.
  const mailLanguage = session.user.language ? mailLocale(session.user.language) : locale
  // The mails look their names up in their own language, never the page's (orderMails).
  const result = await placeOrder(payload, order, locale, (placed) =>
    holdOrderMails(payload, { ...placed, storeName: session.store.name }, { email: session.user.email, locale: mailLanguage }),
  )
  if ('refused' in result) return json(refusalBody(result.refused), result.refused.status)
  return placedOrderAnswer(payload, result.order, locale)
}

/**
 * PATCH /api/v1/commerce/orders/{id}/ (commerce token) with the commerce API's trigger attributes:
 * `{_authorize: true}` checks and authorizes the cart, then `{_place: true}` places it (spec 2 §4).
 * 200 with the order; 404 for any order not of the token's store and user; 400/409 `{detail, code}`
 * when the cart cannot be ordered as it is (code: a cart.error.* message key).
 */
export async function updateOrder(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticateCommerce(payload, request)
  if ('response' in auth) return auth.response
  const { session } = auth
  const limited = await throttle(request, [['cartWriteUser', String(session.user.id)]], session.user.language)
  if (limited) return limited
  const order = await findSessionOrder(payload, session, pathId(request, 4))
  if (!order) return notFound()
  const raw = await readJsonObject(request)
  if (raw.error) return raw.error
  const body = parseFields(orderUpdateBody, raw.data)
  if (body.errors) return fieldErrors(body.errors)
  const locale = answerLocale(request, session)
  return body.data._place === true ? place(payload, order, session, locale) : authorize(payload, order, locale)
}
