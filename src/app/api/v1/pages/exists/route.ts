import { pageExists, pageExistsQuery } from '@/server/content/pageExists'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const dynamic = 'force-dynamic'
export const GET = publicRoute({ query: pageExistsQuery }, ({ payload, query }) => pageExists(payload, query))
