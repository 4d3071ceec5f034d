import { portalRoute } from '@/server/http/edge/portalRoute'
import { aggregatesQuery, inventoryAggregates } from '@/server/portal/inventoryAggregates'

export const dynamic = 'force-dynamic'
export const GET = portalRoute({ query: aggregatesQuery }, ({ payload, access, query }) => inventoryAggregates(payload, { access, query }))
