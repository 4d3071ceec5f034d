import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { idParams } from '@/server/http/edge/params'
import { getOrder } from '@/server/trade/listOrders'
import { orderUpdateBody } from '@/server/trade/schemas'
import { authorizeOrder, placeSessionOrder, sessionOrder } from '@/server/trade/updateOrder'

export const dynamic = 'force-dynamic'
export const GET = commerceRoute({ params: idParams }, ({ payload, session, locale, params }) => getOrder(payload, { session, locale, id: params.id }))
// DRF's order: an order not of the session is 404 whatever the body holds, so the body is read after it.
export const PATCH = commerceRoute(
  { throttle: 'cartWriteUser', params: idParams, body: orderUpdateBody },
  async ({ payload, session, locale, params, body }) => {
    const order = await sessionOrder(payload, session, params.id)
    return (await body())._place === true ? placeSessionOrder(payload, { order, session, locale }) : authorizeOrder(payload, { order, locale })
  },
)
