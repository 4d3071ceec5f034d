import { contractRoute } from '@/server/http/route'
import { listProducts } from '@/server/trade/listProducts'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(listProducts)
