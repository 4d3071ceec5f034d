import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { currentOrder } from '@/server/trade/currentOrder'

export const dynamic = 'force-dynamic'
export const GET = commerceRoute({}, ({ payload, session, locale }) => currentOrder(payload, { session, locale }))
