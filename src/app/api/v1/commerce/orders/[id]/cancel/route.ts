import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { idParams } from '@/server/http/edge/params'
import { cancelBody } from '@/server/orders/schemas'
import { cancelOrderLines, storePlacedOrder } from '@/server/trade/cancelOrderLines'

export const dynamic = 'force-dynamic'
// DRF's order: another store's order is 404 whatever the body holds, so the body is read after it.
export const POST = commerceRoute({ throttle: 'cartWriteUser', params: idParams, body: cancelBody }, async ({ payload, session, locale, params, body }) => {
  const order = await storePlacedOrder(payload, session, params.id)
  const { lines, reason } = await body()
  return cancelOrderLines(payload, { session, locale, order, lines, reason: reason || null })
})
