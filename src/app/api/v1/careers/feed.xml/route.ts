import { serveFeed } from '@/server/careers/serveFeed'
import { contractRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(serveFeed)
