import { contractRoute } from '@/server/http/route'
import { cancelHouseOrder } from '@/server/orders/houseOrders'

export const dynamic = 'force-dynamic'
export const POST = contractRoute(cancelHouseOrder)
