import { register } from '@/server/auth/registration'
import { portalRoute } from '@/server/http/edge/portalRoute'
import { contractRoute } from '@/server/http/route'
import { listPortalUsers } from '@/server/portal/locationUsers'

export const dynamic = 'force-dynamic'
export const POST = contractRoute(register)
// The portal's detailed users of the caller's stores (spec 3 §7).
export const GET = portalRoute({}, ({ payload, access }) => listPortalUsers(payload, { access }))
