import 'server-only'
import type { Payload } from 'payload'
import type { UrlLocale } from '@/i18n/locales'
import type { Shipment } from '@/payload-types'
import { invalidField, notFound } from '@/server/http/errors'
import { cartKeyOf } from '@/server/trade/cartOrder'
import { loadCartState } from '@/server/trade/cartState'
import type { CommerceSession } from '@/server/trade/commerceAuth'
import { cartView } from '@/server/trade/orderView'
import { setShippingMethod } from '@/server/trade/shipments'

/** The shipment of the session's own cart by id; anything else is 404 (the query itself is scoped). */
export async function cartShipment(payload: Payload, session: CommerceSession, id: string): Promise<Shipment> {
  const { docs } = await payload.find({
    collection: 'shipments',
    where: { and: [{ id: { equals: id } }, { 'order.cartKey': { equals: cartKeyOf(session) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw notFound()
  return docs[0]
}

/**
 * PATCH /api/v1/commerce/shipments/{id}/ `{shipping_method: id}` (commerce token) → 200 with the
 * order as GET current answers it. Only the shipment of the session's own cart can change
 * (cartShipment), and only to a method of the store's market that can carry the cart's weight.
 */
export async function changeShippingMethod(payload: Payload, { locale, shipment, methodId }: { locale: UrlLocale; shipment: Shipment; methodId: string }) {
  const order = await payload.findByID({ collection: 'orders', id: shipment.order as number, depth: 0, overrideAccess: true })
  const state = await loadCartState(payload, order, locale)
  const method = state.methods.find((m) => String(m.id) === String(methodId))
  if (!method) throw invalidField('shipping_method', `Invalid pk "${methodId}" - object does not exist.`)
  await setShippingMethod(payload, state.shipment, method.id)
  // Read again: another method voids the authorization (voidAuthorizationOnNewMethod), and the
  // answer must say so rather than repeat the order as it was before the change.
  const changed = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
  return cartView(await loadCartState(payload, changed, locale))
}
