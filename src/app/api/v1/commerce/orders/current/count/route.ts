import { contractRoute } from '@/server/http/route'
import { cartLineCount } from '@/server/trade/cartLineCount'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(cartLineCount)
