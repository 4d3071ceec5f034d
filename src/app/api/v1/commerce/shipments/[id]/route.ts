import { contractRoute } from '@/server/http/route'
import { updateShipment } from '@/server/trade/updateShipment'

export const dynamic = 'force-dynamic'
export const PATCH = contractRoute(updateShipment)
