import type { Payload } from 'payload'
import { readToken } from '@/server/auth/jwt'
import { findUserBy, type AccountUser } from '@/server/auth/users'
import { json } from '@/server/http/drf'

export const notAuthenticated = () => json({ detail: 'Authentication credentials were not provided.' }, 401, { 'WWW-Authenticate': 'Bearer realm="api"' })

export const tokenNotValid = () =>
  json(
    {
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
    },
    401,
    { 'WWW-Authenticate': 'Bearer realm="api"' },
  )

/** The live user behind an access token, or null. */
export async function userFromAccessToken(payload: Payload, token: string | undefined, depth: 0 | 1 = 1): Promise<AccountUser | null> {
  const claims = await readToken(token, 'access', payload.secret)
  if (!claims) return null
  const user = await findUserBy(payload, 'id', claims.user_id, depth)
  // A raised token version (logout, password change) or a deactivated account ends every token.
  return user && user.isActive && (user.tokenVersion ?? 0) === claims.ver ? user : null
}
