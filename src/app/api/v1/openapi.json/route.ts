import { contractRoute } from '@/server/http/route'
import { serveOpenApi } from '@/server/http/openapi/serve'

export const GET = contractRoute(serveOpenApi)
