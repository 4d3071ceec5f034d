import { contractRoute } from '@/server/http/route'
import { listOpenOrders } from '@/server/portal/openOrders'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(listOpenOrders)
