import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { listLimitations } from '@/server/trade/listLimitations'

export const dynamic = 'force-dynamic'
export const GET = commerceRoute({}, ({ payload }) => listLimitations(payload))
