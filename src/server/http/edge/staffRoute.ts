import 'server-only'
import type { z } from 'zod'
import { edgeRoute, type Answer, type CallerKind, type Edge, type EdgeSpec } from '@/server/http/edge/edgeRoute'
import { executeAuthStrategies } from 'payload'
import { notAuthenticated } from '@/server/auth/authenticate'
import { crossSiteRefusal } from '@/server/http/crossSiteRefusal'
import { json } from '@/server/http/drf'
import { houseStaffActor, type AuthenticatedUser } from '@/server/orders/houseStaff'
import type { Actor } from '@/server/orders/orderMoves'

/** A member of the house's staff working orders: brand staff or an admin (houseStaff.ts). */
export type StaffCaller = { actor: Actor }

/**
 * The member of staff behind a request to the house's order API: Payload's own strategies, so the
 * ERP's API key (`Authorization: admins API-Key <key>`, the staff collection's `useAPIKey`) and a
 * staff session (the admin's `payload-token` cookie, or its JWT in the header) both work. A change
 * carried by the cookie alone must come from the site itself (the site's one CSRF rule,
 * crossSiteRefusal; staffCrossSite.ts applies it to /cms-api). 401 without a staff member, 403 for
 * staff of another role and for site accounts.
 */
const staffCaller: CallerKind<StaffCaller> = {
  authenticate: async (payload, request) => {
    const byCookie = !request.headers.get('authorization') && /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')
    const crossSite = crossSiteRefusal(request, byCookie)
    if (crossSite) return { response: crossSite }
    const { user } = await executeAuthStrategies({ headers: request.headers, payload, canSetHeaders: false })
    if (!user) return { response: notAuthenticated() }
    const actor = houseStaffActor(user as AuthenticatedUser)
    return actor ? { who: { actor } } : { response: json({ detail: 'You do not have permission to perform this action.' }, 403) }
  },
  limitKey: ({ actor }) => ({ key: String(actor.id) }),
}

/** A route of the house's own API (/api/v1/house/…): a staff API key or a staff session. */
export function staffRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  F extends z.ZodType | undefined = undefined,
>(spec: EdgeSpec<P, Q, B, F>, handler: (edge: Edge<StaffCaller, P, Q, B, F>) => Promise<Answer>) {
  return edgeRoute(staffCaller, spec, handler)
}
