import { contractRoute } from '@/server/http/route'
import { listHouseOrders } from '@/server/orders/houseOrders'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(listHouseOrders)
