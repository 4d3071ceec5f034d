import { contractRoute } from '@/server/http/route'
import { listLimitations } from '@/server/trade/listLimitations'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(listLimitations)
