import { contractRoute } from '@/server/http/route'
import { openOrderAggregates } from '@/server/portal/openOrders'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(openOrderAggregates)
