import 'server-only'
import type { Payload } from 'payload'
import { notAuthenticated, tokenNotValid, userFromAccessToken } from '@/server/auth/authenticate'
import { AUTH_COOKIE, readCookie } from '@/server/auth/cookies'
import type { AccountUser } from '@/server/auth/users'
import { crossSiteRefusal } from '@/server/http/crossSiteRefusal'

/**
 * The signed-in account of a request (the account and portal callers, a public route's `account()`):
 * `Authorization: Bearer|JWT <token>` (API clients) or the site's cookie. Cookie-authenticated
 * changes from a foreign Origin are refused (CSRF).
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
