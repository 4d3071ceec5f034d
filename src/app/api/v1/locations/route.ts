import { contractRoute } from '@/server/http/route'
import { listLocations } from '@/server/trade/listLocations'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(listLocations)
