import { contractRoute } from '@/server/http/route'
import { shipHouseOrder } from '@/server/orders/houseOrders'

export const dynamic = 'force-dynamic'
export const POST = contractRoute(shipHouseOrder)
