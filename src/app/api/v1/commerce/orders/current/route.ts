import { contractRoute } from '@/server/http/route'
import { currentOrder } from '@/server/trade/currentOrder'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(currentOrder)
