import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { idParams } from '@/server/http/edge/params'
import { storePlacedOrder } from '@/server/trade/cancelOrderLines'
import { reorder } from '@/server/trade/reorder'

export const dynamic = 'force-dynamic'
// Issue 33, "order again": another store's order (or a cart) is 404, as GET orders/{id}/ answers it.
export const POST = commerceRoute({ throttle: 'cartWriteUser', params: idParams }, async ({ payload, session, locale, params }) =>
  reorder(payload, { session, locale, order: await storePlacedOrder(payload, session, params.id) }),
)
