import { publicRoute } from '@/server/http/edge/publicRoute'
import { searchQuery, searchSite } from '@/server/search/searchSite'

export const GET = publicRoute({ query: searchQuery }, ({ payload, query }) => searchSite(payload, query))
