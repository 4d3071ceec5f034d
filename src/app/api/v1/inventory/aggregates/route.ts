import { contractRoute } from '@/server/http/route'
import { inventoryAggregates } from '@/server/portal/inventoryAggregates'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(inventoryAggregates)
