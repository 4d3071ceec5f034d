import { publicRoute } from '@/server/http/edge/publicRoute'
import { searchStores, storeSearchQuery } from '@/server/geo/geoRoutes'

export const GET = publicRoute({ query: storeSearchQuery }, ({ payload, query }) => searchStores(payload, query))
