import { json } from '@/server/http/drf'
import { publicRoute } from '@/server/http/edge/publicRoute'
import { reverse, reverseQuery, STATIC_DATA } from '@/server/geo/geoRoutes'

export const GET = publicRoute({ query: reverseQuery }, async ({ query }) => json(reverse(query), 200, STATIC_DATA))
