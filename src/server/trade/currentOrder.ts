import 'server-only'
import type { Payload } from 'payload'
import type { UrlLocale } from '@/i18n/locales'
import { logger } from '@/server/log/logger'
import { findOrCreateCart } from '@/server/trade/cartOrder'
import { loadCartState, saveRepricedLines, type CartState } from '@/server/trade/cartState'
import type { CommerceSession } from '@/server/trade/commerceAuth'
import { cartView } from '@/server/trade/orderView'
import { setShippingMethod } from '@/server/trade/shipments'

/**
 * Spec 2 §4 "Cart load": a shipment without a usable shipping method gets the first available one,
 * then the order is read again. With none available the cart answers without one; that is logged
 * (spec 2 §8) and the cart page says so.
 */
async function withShippingMethod(payload: Payload, state: CartState, reload: () => Promise<CartState>): Promise<CartState> {
  if (state.method) return state
  const first = state.methods[0]
  if (!first) {
    if (state.lines.length)
      logger.warn(
        { order: state.order.id, country: state.party.country, currency: state.currency, weightGrams: state.weightGrams },
        'no shipping method available',
      )
    return state
  }
  await setShippingMethod(payload, state.shipment, first.id)
  return reload()
}

/**
 * GET /api/v1/commerce/orders/current/?language= (commerce token): the cart of the token's store and
 * user, created empty on the first look, priced from today's catalogue (changed prices are saved on
 * the lines, so what the cart shows is what placing charges).
 */
export async function currentOrder(payload: Payload, { session, locale }: { session: CommerceSession; locale: UrlLocale }) {
  const order = await findOrCreateCart(payload, session)
  const load = () => loadCartState(payload, order, locale)
  const state = await withShippingMethod(payload, await load(), load)
  await saveRepricedLines(payload, state)
  return cartView(state)
}
