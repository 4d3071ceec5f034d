import { idParams } from '@/server/http/edge/params'
import { staffRoute } from '@/server/http/edge/staffRoute'
import { getHouseOrder } from '@/server/orders/houseOrders'

export const dynamic = 'force-dynamic'
export const GET = staffRoute({ params: idParams }, ({ payload, params }) => getHouseOrder(payload, params.id))
