import { contractRoute } from '@/server/http/route'
import { confirmHouseOrder } from '@/server/orders/houseOrders'

export const dynamic = 'force-dynamic'
export const POST = contractRoute(confirmHouseOrder)
