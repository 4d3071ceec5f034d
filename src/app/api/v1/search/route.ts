import { contractRoute } from '@/server/http/route'
import { searchSite } from '@/server/search/searchSite'

export const GET = contractRoute(searchSite)
