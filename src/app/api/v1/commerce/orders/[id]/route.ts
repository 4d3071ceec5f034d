import { contractRoute } from '@/server/http/route'
import { getOrder } from '@/server/trade/listOrders'
import { updateOrder } from '@/server/trade/updateOrder'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(getOrder)
export const PATCH = contractRoute(updateOrder)
