import 'server-only'
import type { z } from 'zod'
import { edgeRoute, type Answer, type CallerKind, type Edge, type EdgeSpec } from '@/server/http/edge/edgeRoute'
import { authenticate } from '@/server/http/edge/authenticate'
import { accessOf, portalForbidden, type PortalAccess } from '@/server/portal/portalAccess'

/** A portal caller (a store's staff): their per-store permissions. */
export type PortalCaller = { access: PortalAccess }

const portalCaller: CallerKind<PortalCaller> = {
  // An account token of a trade user (403 for any other account), with their stores' permissions.
  async authenticate(payload, request) {
    // Only the ids of the user's stores are needed here: nothing populated (a chain's manager holds hundreds).
    const auth = await authenticate(payload, request, { depth: 0 })
    if ('response' in auth) return auth
    const access = await accessOf(payload, auth.user)
    return access ? { who: { access } } : { response: portalForbidden() }
  },
  // The portal's 429 speaks the Accept-Language of the request (no profile language is read for it).
  limitKey: ({ access }) => ({ key: String(access.userId) }),
}

/** A route of the retailer portal (spec 3): an account token of a trade user, with their stores' permissions. */
export function portalRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  F extends z.ZodType | undefined = undefined,
>(spec: EdgeSpec<P, Q, B, F, PortalCaller>, handler: (edge: Edge<PortalCaller, P, Q, B, F>) => Promise<Answer>) {
  return edgeRoute(portalCaller, spec, handler)
}
