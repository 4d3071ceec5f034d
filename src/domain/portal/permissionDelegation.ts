import type { PortalPermission } from '@/domain/portal/permissions'

/**
 * Who may change whose permissions at a store, for callers holding `location_users:manage` there.
 * Without these rules a colleague given "Mitarbeiterrechte verwalten" could take every right from
 * the store's manager, or grant anyone (himself through a second account) rights he never had
 * (docs/decisions.md, "Who may change permissions").
 */
export type DelegationRefusal = 'self' | 'superior' | 'not-held'

/** Whether the caller may edit this user at all: not themselves, nor anyone holding a right the caller lacks. */
export function mayEditUser(
  callerId: number,
  callerPermissions: readonly PortalPermission[],
  userId: number,
  userPermissions: readonly PortalPermission[],
): DelegationRefusal | null {
  if (callerId === userId) return 'self'
  if (userPermissions.some((p) => !callerPermissions.includes(p))) return 'superior'
  return null
}

/** Why a new permission list may not be saved, or null: only rights the caller holds change hands. */
export function delegationRefusal(
  caller: { id: number; permissions: readonly PortalPermission[] },
  user: { id: number; permissions: readonly PortalPermission[] },
  next: readonly PortalPermission[],
): DelegationRefusal | null {
  const refusal = mayEditUser(caller.id, caller.permissions, user.id, user.permissions)
  if (refusal) return refusal
  const changed = [...next.filter((p) => !user.permissions.includes(p)), ...user.permissions.filter((p) => !next.includes(p))]
  return changed.some((p) => !caller.permissions.includes(p)) ? 'not-held' : null
}
