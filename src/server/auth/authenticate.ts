import type { Payload } from 'payload'
import { AUTH_COOKIE, readCookie } from '@/server/auth/cookies'
import { readToken } from '@/server/auth/jwt'
import { findUserBy, type AccountUser } from '@/server/auth/users'
import { crossSiteRefusal } from '@/server/http/crossSiteRefusal'
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

/**
 * The signed-in user of a request: `Authorization: Bearer|JWT <token>` (API clients) or the
 * site's cookie. Cookie-authenticated changes from a foreign Origin are refused (CSRF).
 */
export async function authenticate(
  payload: Payload,
  request: Request,
  { depth = 1 }: { depth?: 0 | 1 } = {},
): Promise<{ user: AccountUser } | { response: Response }> {
  const header = request.headers.get('authorization')
  const bearer = header ? /^(Bearer|JWT)\s+(\S+)$/i.exec(header.trim())?.[2] : undefined
  const cookie = readCookie(request.headers.get('cookie'), AUTH_COOKIE)
  const token = bearer ?? cookie
  if (header && !bearer) return { response: notAuthenticated() }
  if (!token) return { response: notAuthenticated() }

  const crossSite = crossSiteRefusal(request, !bearer)
  if (crossSite) return { response: crossSite }

  const user = await userFromAccessToken(payload, token, depth)
  return user ? { user } : { response: tokenNotValid() }
}

/** The live user behind an access token, or null. */
export async function userFromAccessToken(payload: Payload, token: string | undefined, depth: 0 | 1 = 1): Promise<AccountUser | null> {
  const claims = await readToken(token, 'access', payload.secret)
  if (!claims) return null
  const user = await findUserBy(payload, 'id', claims.user_id, depth)
  // A raised token version (logout, password change) or a deactivated account ends every token.
  return user && user.isActive && (user.tokenVersion ?? 0) === claims.ver ? user : null
}
