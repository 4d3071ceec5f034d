import { json } from '@/server/http/drf'
import { publicRoute } from '@/server/http/edge/publicRoute'
import { zip, zipQuery, STATIC_DATA } from '@/server/geo/geoRoutes'

export const GET = publicRoute({ query: zipQuery }, async ({ query }) => json(zip(query), 200, STATIC_DATA))
