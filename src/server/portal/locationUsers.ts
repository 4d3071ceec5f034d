import 'server-only'
import type { Payload } from 'payload'
import type { LocationUser } from '@/contracts/portal'
import { delegationRefusal, type DelegationRefusal } from '@/domain/portal/permissionDelegation'
import { isPortalPermission, type PortalPermission } from '@/domain/portal/permissions'
import { logger } from '@/server/log/logger'
import { isDbId } from '@/server/http/edge/params'
import { forbidden, invalidField, notFound } from '@/server/http/errors'
import { personName } from '@/server/portal/names'
import { can, type PortalAccess } from '@/server/portal/portalAccess'
import { heldStoreIds } from '@/server/auth/heldStoreIds'
import { relationId } from '@/server/payload/relationId'

/** The users holding a store, each with their grant there (none yet: no permissions). */
async function storeUsers(payload: Payload, store: string): Promise<LocationUser[]> {
  const [users, grants] = await Promise.all([
    payload.find({
      collection: 'users',
      where: { portal_locations: { in: [store] } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      sort: 'last_name',
      select: { first_name: true, last_name: true, email: true, portal_locations: true },
    }),
    payload.find({ collection: 'location-users', where: { location: { equals: store } }, depth: 0, pagination: false, overrideAccess: true }),
  ])
  const byUser = new Map(grants.docs.map((g) => [String(relationId(g.user)), g]))
  return users.docs
    .filter((u) => heldStoreIds(u).includes(store))
    .map((u) => {
      const grant = byUser.get(String(u.id))
      return {
        id: grant ? Number(grant.id) : 0,
        user: { id: Number(u.id), name: personName(u), email: u.email },
        location: Number(store),
        permissions: (grant?.permissions ?? []).filter(isPortalPermission),
      }
    })
}

/**
 * The routes' raw path values (no params schema): a store that is no id is the 403 of a store the
 * caller may not see, as before the store's permission is known nothing else is told.
 */
type StorePath = { access: PortalAccess; store: unknown }

/** GET /api/v1/locations/{id}/users/ (location_users:view there): the store's users and their permissions. */
export async function listLocationUsers(payload: Payload, { access, store }: StorePath): Promise<LocationUser[]> {
  if (!isDbId(store) || !can(access, store, 'location_users:view')) throw forbidden()
  return storeUsers(payload, store)
}

/** GET /api/v1/locations/{id}/users/{userId}/: one user's permissions there. */
export async function getLocationUser(payload: Payload, { access, store, userId }: StorePath & { userId: unknown }): Promise<LocationUser> {
  if (!isDbId(store) || !can(access, store, 'location_users:view')) throw forbidden()
  const grant = isDbId(userId) ? (await storeUsers(payload, store)).find((g) => String(g.user.id) === userId) : undefined
  if (!grant) throw notFound()
  return grant
}

/** What the refused caller is told, per rule of src/domain/portal/permissionDelegation.ts. */
const refusalText: Record<DelegationRefusal, string> = {
  self: 'You cannot change your own permissions.',
  superior: 'You cannot change the permissions of a user who holds permissions you do not hold.',
  'not-held': 'You can only grant or remove permissions you hold yourself.',
}

/** A store's user whose permissions are to change: 403 without location_users:manage there, 400 for oneself, 404 for no user of the store. */
export async function locationUserToChange(
  payload: Payload,
  { access, store, userId }: StorePath & { userId: unknown },
): Promise<{ store: string; target: LocationUser }> {
  if (!isDbId(store) || !isDbId(userId) || !can(access, store, 'location_users:manage')) throw forbidden()
  if (Number(userId) === access.userId) throw invalidField('user', refusalText.self)
  const target = (await storeUsers(payload, store)).find((g) => String(g.user.id) === userId)
  if (!target) throw notFound()
  return { store, target }
}

/**
 * PATCH /api/v1/locations/{id}/users/{userId}/ `{permissions: [...]}` (location_users:manage there):
 * the user's whole permission list for that store, answered as saved so the matrix reloads from it.
 * Nobody changes their own permissions (a manager cannot lock themselves out, nor raise themselves),
 * those of a colleague with a right they lack, or a right they do not hold. Every change is logged
 * with who made it, before and after. The target is found first (locationUserToChange), then the body is read.
 */
export async function updateLocationUser(
  payload: Payload,
  { access, store, target, permissions: asked }: { access: PortalAccess; store: string; target: LocationUser; permissions: PortalPermission[] },
): Promise<LocationUser> {
  const userId = String(target.user.id)
  const permissions = [...new Set(asked)]
  const caller = { id: access.userId, permissions: [...(access.stores.get(store) ?? [])] }
  const refusal = delegationRefusal(caller, { id: target.user.id, permissions: target.permissions }, permissions)
  if (refusal) throw invalidField(refusal === 'not-held' ? 'permissions' : 'user', refusalText[refusal])
  const existing = await payload.find({
    collection: 'location-users',
    where: { and: [{ user: { equals: userId } }, { location: { equals: store } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const saved = existing.docs[0]
    ? await payload.update({ collection: 'location-users', id: existing.docs[0].id, data: { permissions }, depth: 0, overrideAccess: true })
    : await payload.create({
        collection: 'location-users',
        data: { user: Number(userId), location: Number(store), permissions },
        depth: 0,
        overrideAccess: true,
      })
  const after = (saved.permissions ?? []).filter(isPortalPermission)
  logger.info({ by: access.userId, user: target.user.id, store: Number(store), before: target.permissions, after }, 'portal permissions changed')
  return { ...target, id: Number(saved.id), permissions: after }
}

/** GET /api/v1/users/: the users of the caller's stores (where they may view users), in detail. */
export async function listPortalUsers(payload: Payload, { access }: { access: PortalAccess }) {
  const stores = [...access.stores.keys()].filter((s) => can(access, s, 'location_users:view'))
  if (!stores.length) return []
  const { docs } = await payload.find({
    collection: 'users',
    where: { portal_locations: { in: stores } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    sort: 'last_name',
    select: { first_name: true, last_name: true, email: true },
  })
  return docs.map((u) => ({ id: Number(u.id), first_name: u.first_name ?? '', last_name: u.last_name ?? '', email: u.email }))
}
