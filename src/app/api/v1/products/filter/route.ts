import { contractRoute } from '@/server/http/route'
import { productFilter } from '@/server/products/filterRequest'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(productFilter)
