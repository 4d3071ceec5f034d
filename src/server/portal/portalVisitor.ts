import 'server-only'
import type { PortalStore } from '@/domain/portal/portalSections'
import { tradeLocations } from '@/domain/shop/shopGuard'
import { currentUser } from '@/server/auth/currentUser'
import { payloadClient } from '@/server/payload/client'
import { accessOf } from '@/server/portal/portalAccess'
import { personName } from '@/server/portal/names'

/**
 * The signed-in visitor of a portal page (spec 3 §3 "Logged-in user": name and portal_locations
 * with their permissions): null when signed out; `stores` empty for someone without any portal
 * permission. The API checks every call again; this only decides what the page offers.
 */
export async function portalVisitor(): Promise<{ id: number; name: string; stores: PortalStore[] } | null> {
  const user = await currentUser()
  if (!user) return null
  const access = await accessOf(await payloadClient(), user)
  const names = new Map(tradeLocations(user).map((l) => [l.id, l.name]))
  const stores = access
    ? [...access.stores].filter(([, granted]) => granted.size > 0).map(([id, granted]) => ({ id, name: names.get(id) ?? id, permissions: [...granted] }))
    : []
  stores.sort((a, b) => a.name.localeCompare(b.name, 'de'))
  return { id: Number(user.id), name: personName(user), stores }
}
