import { portalRoute } from '@/server/http/edge/portalRoute'
import { listOpenOrders, openOrdersQuery } from '@/server/portal/openOrders'

export const dynamic = 'force-dynamic'
export const GET = portalRoute({ query: openOrdersQuery }, ({ payload, access, query, pageLink }) => listOpenOrders(payload, { access, query, pageLink }))
