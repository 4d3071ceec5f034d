import { staffRoute } from '@/server/http/edge/staffRoute'
import { listHouseOrders } from '@/server/orders/houseOrders'
import { houseOrdersQuery } from '@/server/orders/schemas'

export const dynamic = 'force-dynamic'
export const GET = staffRoute(
  // An empty `status=` means every status, as the ERP's form sends it.
  { query: houseOrdersQuery, readQuery: (search) => ({ status: search.get('status') || undefined, page: search.get('page') ?? undefined }) },
  ({ payload, query, pageLink }) => listHouseOrders(payload, { ...query, pageLink }),
)
