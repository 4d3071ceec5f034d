import { zip } from '@/server/geo/geoRoutes'
import { contractRoute } from '@/server/http/route'

export const GET = contractRoute(zip)
