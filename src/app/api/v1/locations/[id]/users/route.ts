import { portalRoute } from '@/server/http/edge/portalRoute'
import { listLocationUsers } from '@/server/portal/locationUsers'

export const dynamic = 'force-dynamic'
// No params schema: a store that is no id is the 403 of a store the caller may not see.
export const GET = portalRoute({}, ({ payload, access, params }) => listLocationUsers(payload, { access, store: params.id }))
