import { publicRoute } from '@/server/http/edge/publicRoute'
import { filterQuery, productFilter } from '@/server/products/filterRequest'

export const dynamic = 'force-dynamic'
export const GET = publicRoute({ query: filterQuery }, ({ payload, query }) => productFilter(payload, query))
