import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { idParams } from '@/server/http/edge/params'
import { shipmentUpdateBody } from '@/server/trade/schemas'
import { cartShipment, changeShippingMethod } from '@/server/trade/updateShipment'

export const dynamic = 'force-dynamic'
// DRF's order: an unknown shipment is 404 whatever the body holds, so the body is read after it.
export const PATCH = commerceRoute(
  { throttle: 'cartWriteUser', params: idParams, body: shipmentUpdateBody },
  async ({ payload, session, locale, params, body }) => {
    const shipment = await cartShipment(payload, session, params.id)
    return changeShippingMethod(payload, { locale, shipment, methodId: (await body()).shipping_method })
  },
)
