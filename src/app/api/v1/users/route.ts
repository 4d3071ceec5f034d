import { anyBody, register, registerThrottle } from '@/server/auth/registration'
import { publicRoute } from '@/server/http/edge/publicRoute'
import { portalRoute } from '@/server/http/edge/portalRoute'
import { listPortalUsers } from '@/server/portal/locationUsers'

export const dynamic = 'force-dynamic'
export const POST = publicRoute({ body: anyBody, throttleBody: registerThrottle }, async ({ payload, body }) => register(payload, await body()))
// The portal's detailed users of the caller's stores (spec 3 §7).
export const GET = portalRoute({}, ({ payload, access }) => listPortalUsers(payload, { access }))
