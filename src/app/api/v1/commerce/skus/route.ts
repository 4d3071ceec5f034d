import { contractRoute } from '@/server/http/route'
import { listSkus } from '@/server/trade/listSkus'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(listSkus)
