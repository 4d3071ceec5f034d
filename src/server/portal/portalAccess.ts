import 'server-only'
import type { Payload } from 'payload'
import { isPortalPermission, type PortalPermission } from '@/domain/portal/permissions'
import { hasTradeRole } from '@/domain/trade/tradeRoles'
import { authenticate } from '@/server/auth/authenticate'
import { json } from '@/server/http/drf'
import { heldStoreIds } from '@/server/trade/heldStores'
import { relationId } from '@/server/trade/relationId'

/** What the caller may do in the portal: per store they hold, the permissions granted there. */
export type PortalAccess = { userId: number; stores: ReadonlyMap<string, ReadonlySet<PortalPermission>> }

export const portalForbidden = () => json({ detail: 'You do not have permission to perform this action.' }, 403)

/**
 * The portal caller (account token): a trade user, with the permissions of the location-users
 * documents for stores they still hold. A grant for a store the user no longer holds counts for
 * nothing, so taking a store from a user in /admin ends their access to it at once.
 */
export async function portalAccess(payload: Payload, request: Request): Promise<{ access: PortalAccess } | { response: Response }> {
  const auth = await authenticate(payload, request)
  if ('response' in auth) return auth
  const { user } = auth
  if (!hasTradeRole(user.role)) return { response: portalForbidden() }
  const held = new Set(heldStoreIds(user))
  const { docs } = await payload.find({ collection: 'location-users', where: { user: { equals: user.id } }, depth: 0, pagination: false, overrideAccess: true })
  const stores = new Map<string, Set<PortalPermission>>()
  for (const grant of docs) {
    const store = String(relationId(grant.location))
    if (held.has(store)) stores.set(store, new Set((grant.permissions ?? []).filter(isPortalPermission)))
  }
  return { access: { userId: Number(user.id), stores } }
}

/** The caller's stores where they hold a permission. */
export function storesWith(access: PortalAccess, permission: PortalPermission): string[] {
  return [...access.stores].filter(([, granted]) => granted.has(permission)).map(([store]) => store)
}

export function can(access: PortalAccess, store: unknown, permission: PortalPermission): boolean {
  return access.stores.get(String(store))?.has(permission) ?? false
}

/**
 * The stores a query covers: `location__in` when given (every one must carry the permission, else
 * 403, so a foreign store is never silently read), otherwise all the caller's stores that do.
 */
export function queryStores(access: PortalAccess, permission: PortalPermission, asked: string[]): { stores: string[] } | { response: Response } {
  const allowed = storesWith(access, permission)
  if (!asked.length) return { stores: allowed }
  return asked.every((s) => allowed.includes(s)) ? { stores: [...new Set(asked)] } : { response: portalForbidden() }
}
