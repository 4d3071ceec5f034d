import { contractRoute } from '@/server/http/route'
import { getHouseOrder } from '@/server/orders/houseOrders'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(getHouseOrder)
