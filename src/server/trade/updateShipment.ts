import 'server-only'
import type { Payload } from 'payload'
import { fieldErrors, json, readJsonObject } from '@/server/http/drf'
import { parseFields } from '@/server/http/zodErrors'
import { shipmentUpdateBody } from '@/server/trade/schemas'
import { throttle } from '@/server/http/throttle'
import { cartKeyOf } from '@/server/trade/cartOrder'
import { loadCartState } from '@/server/trade/cartState'
import { authenticateCommerce } from '@/server/trade/commerceAuth'
import { cartView } from '@/server/trade/orderView'
import { pathId } from '@/server/http/pathSegment'
import { answerLocale } from '@/server/trade/sessionOrder'
import { setShippingMethod } from '@/server/trade/shipments'

const notFound = () => json({ detail: 'Not found.' }, 404)

/**
 * PATCH /api/v1/commerce/shipments/{id}/ `{shipping_method: id}` (commerce token) → 200 with the
 * order as GET current answers it. Only the shipment of the session's own cart can change (anything
 * else is 404), and only to a method of the store's market that can carry the cart's weight.
 */
export async function updateShipment(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticateCommerce(payload, request)
  if ('response' in auth) return auth.response
  const { session } = auth
  const limited = await throttle(request, [['cartWriteUser', String(session.user.id)]], session.user.language)
  if (limited) return limited
  const id = pathId(request, 4)
  if (!id) return notFound()
  const { docs } = await payload.find({
    collection: 'shipments',
    where: { and: [{ id: { equals: id } }, { 'order.cartKey': { equals: cartKeyOf(session) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const shipment = docs[0]
  if (!shipment) return notFound()

  const raw = await readJsonObject(request)
  if (raw.error) return raw.error
  const body = parseFields(shipmentUpdateBody, raw.data)
  if (body.errors) return fieldErrors(body.errors)
  const methodId = body.data.shipping_method

  const order = await payload.findByID({ collection: 'orders', id: shipment.order as number, depth: 0, overrideAccess: true })
  const locale = answerLocale(request, session)
  const state = await loadCartState(payload, order, locale)
  const method = state.methods.find((m) => String(m.id) === String(methodId))
  if (!method) return fieldErrors({ shipping_method: [`Invalid pk "${methodId}" - object does not exist.`] })
  await setShippingMethod(payload, state.shipment, method.id)
  // Read again: another method voids the authorization (voidAuthorizationOnNewMethod), and the
  // answer must say so rather than repeat the order as it was before the change.
  const changed = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
  return json(cartView(await loadCartState(payload, changed, locale)))
}
