import { contractRoute } from '@/server/http/route'
import { produceHouseOrder } from '@/server/orders/houseOrders'

export const dynamic = 'force-dynamic'
export const POST = contractRoute(produceHouseOrder)
