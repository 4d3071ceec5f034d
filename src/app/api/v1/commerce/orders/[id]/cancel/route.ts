import { contractRoute } from '@/server/http/route'
import { cancelOrderLines } from '@/server/trade/cancelOrderLines'

export const dynamic = 'force-dynamic'
export const POST = contractRoute(cancelOrderLines)
