import { contractRoute } from '@/server/http/route'
import { listOrders } from '@/server/trade/listOrders'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(listOrders)
