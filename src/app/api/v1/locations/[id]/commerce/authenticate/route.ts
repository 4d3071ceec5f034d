import { accountRoute } from '@/server/http/edge/accountRoute'
import { authenticateLocation } from '@/server/trade/authenticateLocation'

export const dynamic = 'force-dynamic'
// No params schema: an id that is none is the same 403 as a store the user may not order for.
export const POST = accountRoute({ throttle: 'commerceAuthUser' }, ({ payload, user, params }) => authenticateLocation(payload, { user, id: params.id }))
