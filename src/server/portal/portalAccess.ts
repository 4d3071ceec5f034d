import 'server-only'
import { count, eq, max } from 'drizzle-orm'
import type { Payload } from 'payload'
import { isPortalPermission, type PortalPermission } from '@/domain/portal/permissions'
import { hasTradeRole } from '@/domain/trade/tradeRoles'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import { json } from '@/server/http/drf'
import { forbidden } from '@/server/http/errors'
import { heldStoreIds } from '@/server/auth/heldStoreIds'
import type { AccountUser } from '@/server/auth/users'

/** What the caller may do in the portal: per store they hold, the permissions granted there. */
export type PortalAccess = { userId: number; stores: ReadonlyMap<string, ReadonlySet<PortalPermission>> }

export const portalForbidden = () => json({ detail: 'You do not have permission to perform this action.' }, 403)

type StoreGrants = ReadonlyMap<string, ReadonlySet<PortalPermission>>

/**
 * The grants last read per user, with the stamp they were read under. A chain's manager holds
 * hundreds of stores with several permissions each: reading those thousands of rows took most of
 * every portal call. The stamp is read on every call, so a change made by any process counts at
 * once: the user document's updatedAt (stores held) and the count and latest updatedAt of the
 * user's grants (a toggle saves its grant; a removed grant lowers the count).
 */
const grantsRead = new Map<number, { stamp: string; stores: StoreGrants }>()
const MAX_USERS = 1000

async function grantedStores(payload: Payload, userId: number, userStamp: string, heldIds: string[]): Promise<StoreGrants> {
  const db = drizzleOf(payload)
  const grants = tableOf(payload, 'location_users')
  const [head] = (await db
    .select({ n: count(), latest: max(grants.updatedAt) })
    .from(grants)
    .where(eq(grants.user, userId))) as { n: number | string; latest: unknown }[]
  const stamp = `${userStamp}|${heldIds.join(',')}|${Number(head?.n ?? 0)}|${String(head?.latest ?? '')}`
  const known = grantsRead.get(userId)
  if (known?.stamp === stamp) return known.stores

  // One join over the grants and their permission rows (Payload's find would read each grant's list apart).
  const granted = tableOf(payload, 'location_users_permissions')
  const rows = (await db
    .select({ location: grants.location, permission: granted.value })
    .from(grants)
    .leftJoin(granted, eq(granted.parent, grants.id))
    .where(eq(grants.user, userId))) as { location: number; permission: string | null }[]
  const held = new Set(heldIds)
  const stores = new Map<string, Set<PortalPermission>>()
  for (const { location, permission } of rows) {
    const store = String(location)
    if (!held.has(store)) continue
    const set = stores.get(store) ?? new Set<PortalPermission>()
    if (isPortalPermission(permission)) set.add(permission)
    stores.set(store, set)
  }
  grantsRead.delete(userId)
  if (grantsRead.size >= MAX_USERS) grantsRead.delete(grantsRead.keys().next().value as number)
  grantsRead.set(userId, { stamp, stores })
  return stores
}

/**
 * A user's portal access (the portal's caller kind and the portal pages read it for the signed-in
 * visitor), or null for a non-trade user: the permissions of the location-users documents for stores
 * they still hold. A grant for a store the user no longer holds counts for nothing, so taking a store
 * from a user in /admin ends their access to it at once.
 */
export async function accessOf(payload: Payload, user: Pick<AccountUser, 'id' | 'role' | 'updatedAt' | 'portal_locations'>): Promise<PortalAccess | null> {
  if (!hasTradeRole(user.role)) return null
  const stores = await grantedStores(payload, Number(user.id), `${user.updatedAt}`, heldStoreIds(user))
  return { userId: Number(user.id), stores }
}

/** The caller's stores where they hold a permission. */
export function storesWith(access: PortalAccess, permission: PortalPermission): string[] {
  return [...access.stores].filter(([, granted]) => granted.has(permission)).map(([store]) => store)
}

export function can(access: PortalAccess, store: unknown, permission: PortalPermission): boolean {
  return access.stores.get(String(store))?.has(permission) ?? false
}

/**
 * The stores a query covers: `location__in` when given (every one must carry the permission, or all
 * of several, else 403, so a foreign store is never silently read), otherwise all the caller's stores
 * that do. The 403 is thrown (src/server/http/errors.ts) for the edge to answer.
 */
export function queryStores(access: PortalAccess, permission: PortalPermission | readonly PortalPermission[], asked: string[]): string[] {
  const needed: readonly PortalPermission[] = typeof permission === 'string' ? [permission] : permission
  const allowed = [...access.stores].filter(([, granted]) => needed.every((p) => granted.has(p))).map(([store]) => store)
  if (!asked.length) return allowed
  if (!asked.every((s) => allowed.includes(s))) throw forbidden()
  return [...new Set(asked)]
}
