import 'server-only'
import type { Payload } from 'payload'
import type { LocationUser } from '@/contracts/portal'
import { delegationRefusal, type DelegationRefusal } from '@/domain/portal/permissionDelegation'
import { isPortalPermission } from '@/domain/portal/permissions'
import { logger } from '@/server/log/logger'
import { parseFields } from '@/server/http/zodErrors'
import { locationUserBody } from '@/server/portal/schemas'
import { fieldErrors, json, readJsonObject } from '@/server/http/drf'
import { throttle } from '@/server/http/throttle'
import { personName } from '@/server/portal/names'
import { can, portalAccess, portalForbidden } from '@/server/portal/portalAccess'
import { heldStoreIds } from '@/server/auth/heldStoreIds'
import { pathId } from '@/server/http/pathSegment'
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

/** GET /api/v1/locations/{id}/users/ (location_users:view there): the store's users and their permissions. */
export async function listLocationUsers(payload: Payload, request: Request): Promise<Response> {
  const auth = await portalAccess(payload, request)
  if ('response' in auth) return auth.response
  const store = pathId(request, 3)
  if (!store || !can(auth.access, store, 'location_users:view')) return portalForbidden()
  return json(await storeUsers(payload, store))
}

/** GET /api/v1/locations/{id}/users/{userId}/: one user's permissions there. */
export async function getLocationUser(payload: Payload, request: Request): Promise<Response> {
  const auth = await portalAccess(payload, request)
  if ('response' in auth) return auth.response
  const store = pathId(request, 3)
  const userId = pathId(request, 5)
  if (!store || !can(auth.access, store, 'location_users:view')) return portalForbidden()
  const grant = (await storeUsers(payload, store)).find((g) => String(g.user.id) === userId)
  return grant ? json(grant) : json({ detail: 'Not found.' }, 404)
}

/** What the refused caller is told, per rule of src/domain/portal/permissionDelegation.ts. */
const refusalText: Record<DelegationRefusal, string> = {
  self: 'You cannot change your own permissions.',
  superior: 'You cannot change the permissions of a user who holds permissions you do not hold.',
  'not-held': 'You can only grant or remove permissions you hold yourself.',
}

/**
 * PATCH /api/v1/locations/{id}/users/{userId}/ `{permissions: [...]}` (location_users:manage there):
 * the user's whole permission list for that store, answered as saved so the matrix reloads from it.
 * Nobody changes their own permissions (a manager cannot lock themselves out, nor raise themselves),
 * those of a colleague with a right they lack, or a right they do not hold. Every change is logged
 * with who made it, before and after.
 */
export async function updateLocationUser(payload: Payload, request: Request): Promise<Response> {
  const auth = await portalAccess(payload, request)
  if ('response' in auth) return auth.response
  const limited = await throttle(request, [['cartWriteUser', String(auth.access.userId)]])
  if (limited) return limited
  const store = pathId(request, 3)
  const userId = pathId(request, 5)
  if (!store || !userId || !can(auth.access, store, 'location_users:manage')) return portalForbidden()
  if (Number(userId) === auth.access.userId) return fieldErrors({ user: [refusalText.self] })
  const target = (await storeUsers(payload, store)).find((g) => String(g.user.id) === userId)
  if (!target) return json({ detail: 'Not found.' }, 404)
  const body = await readJsonObject(request)
  if (body.error) return body.error
  const fields = parseFields(locationUserBody, body.data)
  if (fields.errors) return fieldErrors(fields.errors)
  const permissions = [...new Set(fields.data.permissions)]
  const caller = { id: auth.access.userId, permissions: [...(auth.access.stores.get(store) ?? [])] }
  const refusal = delegationRefusal(caller, { id: target.user.id, permissions: target.permissions }, permissions)
  if (refusal) return fieldErrors(refusal === 'not-held' ? { permissions: [refusalText[refusal]] } : { user: [refusalText[refusal]] })
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
  logger.info({ by: auth.access.userId, user: target.user.id, store: Number(store), before: target.permissions, after }, 'portal permissions changed')
  return json({ ...target, id: Number(saved.id), permissions: after })
}

/** GET /api/v1/users/: the users of the caller's stores (where they may view users), in detail. */
export async function listPortalUsers(payload: Payload, request: Request): Promise<Response> {
  const auth = await portalAccess(payload, request)
  if ('response' in auth) return auth.response
  const stores = [...auth.access.stores.keys()].filter((s) => can(auth.access, s, 'location_users:view'))
  if (!stores.length) return json([])
  const { docs } = await payload.find({
    collection: 'users',
    where: { portal_locations: { in: stores } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    sort: 'last_name',
    select: { first_name: true, last_name: true, email: true },
  })
  return json(docs.map((u) => ({ id: Number(u.id), first_name: u.first_name ?? '', last_name: u.last_name ?? '', email: u.email })))
}
