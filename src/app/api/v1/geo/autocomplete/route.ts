import { json } from '@/server/http/drf'
import { publicRoute } from '@/server/http/edge/publicRoute'
import { autocomplete, autocompleteQuery, STATIC_DATA } from '@/server/geo/geoRoutes'

export const GET = publicRoute({ query: autocompleteQuery }, async ({ query }) => json(autocomplete(query), 200, STATIC_DATA))
