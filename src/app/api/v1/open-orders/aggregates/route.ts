import { portalRoute } from '@/server/http/edge/portalRoute'
import { openOrderAggregates, openOrdersQuery } from '@/server/portal/openOrders'

export const dynamic = 'force-dynamic'
export const GET = portalRoute({ query: openOrdersQuery }, ({ payload, access, query }) => openOrderAggregates(payload, { access, query }))
