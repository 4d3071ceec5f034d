import 'server-only'
import { executeAuthStrategies, type Payload } from 'payload'
import { notAuthenticated } from '@/server/auth/authenticate'
import { crossSiteRefusal } from '@/server/http/crossSiteRefusal'
import { json } from '@/server/http/drf'
import type { Actor } from '@/server/orders/orderMoves'

/** The roles that work orders: brand staff (client relations) and admins, as for all trade data (access/tradeData.ts). */
const orderRoles = new Set(['brand', 'admin'])

/**
 * The member of staff behind a request to the house's order API: Payload's own strategies, so the
 * ERP's API key (`Authorization: admins API-Key <key>`, the staff collection's `useAPIKey`) and a
 * staff session (the admin's `payload-token` cookie, or its JWT in the header) both work. A change
 * carried by the cookie alone must come from the site itself (the site's one CSRF rule,
 * crossSiteRefusal; staffCrossSite.ts applies it to /cms-api). 401 without a staff member, 403 for
 * staff of another role and for site accounts.
 */
export async function authenticateHouseStaff(payload: Payload, request: Request): Promise<{ actor: Actor } | { response: Response }> {
  const byCookie = !request.headers.get('authorization') && /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')
  const crossSite = crossSiteRefusal(request, byCookie)
  if (crossSite) return { response: crossSite }
  const { user } = await executeAuthStrategies({ headers: request.headers, payload, canSetHeaders: false })
  if (!user) return { response: notAuthenticated() }
  const staff = user as { collection?: string; role?: string; id: number | string; email?: string }
  if (staff.collection !== 'admins' || !orderRoles.has(staff.role ?? ''))
    return { response: json({ detail: 'You do not have permission to perform this action.' }, 403) }
  return { actor: { kind: 'staff', id: Number(staff.id), email: staff.email ?? `admin:${staff.id}` } }
}
