import 'server-only'
import type { Actor } from '@/server/orders/orderMoves'

/** The roles that work orders: brand staff (client relations) and admins, as for all trade data (access/tradeData.ts). */
const orderRoles = new Set(['brand', 'admin'])

/** Whoever Payload's strategies found behind a request: a staff member (`admins`) or a site account. */
export type AuthenticatedUser = { collection?: string; role?: string | null; id: number | string; email?: string | null }

/**
 * The actor a member of staff works the house's orders as (staffRoute authenticates them), or null
 * for staff of another role and for site accounts.
 */
export function houseStaffActor(user: AuthenticatedUser): Actor | null {
  if (user.collection !== 'admins' || !orderRoles.has(user.role ?? '')) return null
  return { kind: 'staff', id: Number(user.id), email: user.email ?? `admin:${user.id}` }
}
