import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { cartLineCount } from '@/server/trade/cartLineCount'

export const dynamic = 'force-dynamic'
export const GET = commerceRoute({}, ({ payload, session }) => cartLineCount(payload, { session }))
