import type { Payload } from 'payload'
import { authenticate } from '@/server/auth/authenticate'
import { profileChanges, toProfile } from '@/server/auth/profile'
import { updateUser } from '@/server/auth/users'
import { fieldErrors, json, readJsonObject } from '@/server/http/drf'

/** GET /users/me/ */
export async function getMe(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticate(payload, request)
  if ('response' in auth) return auth.response
  return json(toProfile(auth.user))
}

/** PATCH (and PUT) /users/me/: id and email are read-only and ignored. */
export async function updateMe(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticate(payload, request)
  if ('response' in auth) return auth.response
  const body = await readJsonObject(request)
  if (body.error) return body.error
  const result = await profileChanges(payload, body.data)
  if (result.errors) return fieldErrors(result.errors)
  const user = Object.keys(result.changes).length ? await updateUser(payload, auth.user.id, result.changes) : auth.user
  return json(toProfile(user))
}
