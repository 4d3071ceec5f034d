import type { Payload } from 'payload'
import { authenticate } from '@/server/auth/authenticate'
import { clearedSessionCookies, withCookies } from '@/server/auth/cookies'
import { profileChanges, profileOf } from '@/server/auth/profile'
import { updateUser } from '@/server/auth/users'
import { fieldErrors, json, readJsonObject } from '@/server/http/drf'

/**
 * A 401 for a request that relied on the cookies (no Authorization header) means the session is
 * gone (expired, logged out elsewhere, a changed password): clear both cookies, so the browser stops
 * asking (src/domain/sessionHint.ts). A bad Bearer token says nothing about the cookie session.
 */
function endedSession(request: Request, response: Response): Response {
  return response.status === 401 && !request.headers.get('authorization') ? withCookies(response, clearedSessionCookies()) : response
}

/** GET /users/me/ */
export async function getMe(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticate(payload, request)
  if ('response' in auth) return endedSession(request, auth.response)
  return json(await profileOf(payload, auth.user))
}

/** PATCH (and PUT) /users/me/: id and email are read-only and ignored. */
export async function updateMe(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticate(payload, request)
  if ('response' in auth) return endedSession(request, auth.response)
  const body = await readJsonObject(request)
  if (body.error) return body.error
  const result = await profileChanges(payload, body.data)
  if (result.errors) return fieldErrors(result.errors)
  const user = Object.keys(result.changes).length ? await updateUser(payload, auth.user.id, result.changes) : auth.user
  return json(await profileOf(payload, user))
}
