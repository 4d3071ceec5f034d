import { feedQuery, serveFeed } from '@/server/careers/serveFeed'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const dynamic = 'force-dynamic'
export const GET = publicRoute({ query: feedQuery }, ({ payload, query }) => serveFeed(payload, query))
