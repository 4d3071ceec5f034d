import { portalRoute } from '@/server/http/edge/portalRoute'
import { getLocationUser, locationUserToChange, updateLocationUser } from '@/server/portal/locationUsers'
import { locationUserBody } from '@/server/portal/schemas'

export const dynamic = 'force-dynamic'
// No params schemas: a store that is no id is the 403 of a store the caller may not see.
export const GET = portalRoute({}, ({ payload, access, params }) => getLocationUser(payload, { access, store: params.id, userId: params.userId }))
// The user is found (403, 400, 404) before the body is read.
export const PATCH = portalRoute({ throttle: 'cartWriteUser', body: locationUserBody }, async ({ payload, access, params, body }) => {
  const { store, target } = await locationUserToChange(payload, { access, store: params.id, userId: params.userId })
  return updateLocationUser(payload, { access, store, target, permissions: (await body()).permissions })
})
