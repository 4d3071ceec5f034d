import { z } from 'zod'
import type { Payload } from 'payload'
import { profileChanges, profileOf } from '@/server/auth/profile'
import { updateUser, type AccountUser } from '@/server/auth/users'
import { invalidFields } from '@/server/http/errors'

/** The body of PATCH /users/me/: any JSON object; profileChanges checks its fields (some against the database). */
export const profileBody = z.record(z.string(), z.unknown())

/** GET /users/me/ */
export async function getMe(payload: Payload, { user }: { user: AccountUser }) {
  return profileOf(payload, user)
}

/** PATCH (and PUT) /users/me/: id and email are read-only and ignored. */
export async function updateMe(payload: Payload, { user, data }: { user: AccountUser; data: Record<string, unknown> }) {
  const result = await profileChanges(payload, data)
  if (result.errors) throw invalidFields(result.errors)
  const changed = Object.keys(result.changes).length ? await updateUser(payload, user.id, result.changes) : user
  return profileOf(payload, changed)
}
