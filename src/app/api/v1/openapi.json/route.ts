import { publicRoute } from '@/server/http/edge/publicRoute'
import { serveOpenApi } from '@/server/http/openapi/serve'

// PUBLIC_URL is read when the server runs, not when it is built.
export const dynamic = 'force-dynamic'
export const GET = publicRoute({}, () => serveOpenApi())
