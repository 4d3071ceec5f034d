import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { listOrders } from '@/server/trade/listOrders'
import { ordersListParams } from '@/server/trade/schemas'

export const dynamic = 'force-dynamic'
export const GET = commerceRoute({ query: ordersListParams }, ({ payload, session, locale, query }) =>
  listOrders(payload, { session, locale, page: query.page ?? 1 }),
)
