import { contractRoute } from '@/server/http/route'
import { serveOpenApi } from '@/server/http/openapi/serve'

// PUBLIC_URL is read when the server runs, not when it is built.
export const dynamic = 'force-dynamic'
export const GET = contractRoute(serveOpenApi)
