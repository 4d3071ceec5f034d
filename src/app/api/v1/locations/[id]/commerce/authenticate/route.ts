import { contractRoute } from '@/server/http/route'
import { authenticateLocation } from '@/server/trade/authenticateLocation'

export const dynamic = 'force-dynamic'
export const POST = contractRoute(authenticateLocation)
