import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { idParams } from '@/server/http/edge/params'
import { getOrder } from '@/server/trade/listOrders'
import { orderUpdateBody } from '@/server/trade/schemas'
import { authorizeOrder, chooseShippingLocation, orderAnswer, placeSessionOrder, sessionOrder } from '@/server/trade/updateOrder'

export const dynamic = 'force-dynamic'
export const GET = commerceRoute({ params: idParams }, ({ payload, session, locale, params }) => getOrder(payload, { session, locale, id: params.id }))
// DRF's order: an order not of the session is 404 whatever the body holds, so the body is read after it.
export const PATCH = commerceRoute(
  { throttle: 'cartWriteUser', params: idParams, body: orderUpdateBody },
  async ({ payload, session, locale, params, body }) => {
    const found = await sessionOrder(payload, session, params.id)
    const update = await body()
    // The delivery store first (issue 33), so an authorization or placement sent with it covers it.
    const order = update.shipping_location === undefined ? found : await chooseShippingLocation(payload, { order: found, location: update.shipping_location })
    if (update._place === true) return placeSessionOrder(payload, { order, session, locale })
    if (update._authorize === true) return authorizeOrder(payload, { order, locale })
    return orderAnswer(payload, { order, locale })
  },
)
