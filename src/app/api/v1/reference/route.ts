import { contractRoute } from '@/server/http/route'
import { serveReference } from '@/server/http/openapi/serve'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(serveReference)
