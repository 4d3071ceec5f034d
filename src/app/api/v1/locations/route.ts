import { accountRoute } from '@/server/http/edge/accountRoute'
import { portalLocations } from '@/server/trade/listLocations'

export const dynamic = 'force-dynamic'
export const GET = accountRoute({}, ({ payload, user }) => portalLocations(payload, user))
