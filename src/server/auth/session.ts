import type { Payload } from 'payload'
import { normalizeEmail } from '@/domain/email'
import { authenticate } from '@/server/auth/authenticate'
import { clearedSessionCookies, sessionCookies, withCookies } from '@/server/auth/cookies'
import { clearedCommerceCookies } from '@/server/trade/commerceCookie'
import { readToken, signToken } from '@/server/auth/jwt'
import { passwordWorthChecking } from '@/server/auth/signInFailure'
import { findUserBy, updateUser } from '@/server/auth/users'
import { clientIp } from '@/server/http/clientIp'
import { crossSiteRefusal } from '@/server/http/crossSiteRefusal'
import { credentialsBody } from '@/server/auth/schemas'
import { fieldErrors, json, noContent, readJsonObject } from '@/server/http/drf'
import { refused } from '@/server/http/errors'
import { throttle } from '@/server/http/throttle'
import { parseFields } from '@/server/http/zodErrors'
import { reset } from '@/server/rateLimit/limiter'

const NO_ACCOUNT = 'No active account found with the given credentials'
const tokenInvalid = () => refused(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' })

/** POST /jwt/create/: {access, refresh} and the site cookie; one vague 401 for every failure. */
export async function createToken(payload: Payload, request: Request): Promise<Response> {
  const body = await readJsonObject(request)
  if (body.error) return body.error
  const fields = parseFields(credentialsBody, body.data)
  if (fields.errors) return fieldErrors(fields.errors)
  const email = normalizeEmail(fields.data.email)
  const { password } = fields.data

  const limited = await throttle(request, [
    ['loginIp', clientIp(request)],
    ['loginEmail', email],
  ])
  if (limited) return limited

  const user = await findUserBy(payload, 'email', email)
  // No account or a locked one: the time of a password check, then the same answer as a wrong one.
  const worthChecking = await passwordWorthChecking(user, password)
  if (!user || !worthChecking) return json({ detail: NO_ACCOUNT }, 401)
  try {
    // Payload checks the hash and counts failures: ten in a row lock the account for a while.
    await payload.login({ collection: 'users', data: { email, password }, overrideAccess: true, depth: 0 })
  } catch {
    return json({ detail: NO_ACCOUNT }, 401)
  }
  if (!user.isActive) return json({ detail: NO_ACCOUNT }, 401)

  await reset('loginEmail', email)
  // A login changes last_login, which invalidates outstanding activation and reset links.
  const updated = await updateUser(payload, user.id, { last_login: new Date().toISOString() })
  const subject = { id: updated.id, email: updated.email, tokenVersion: updated.tokenVersion }
  const [access, refresh] = await Promise.all([signToken('access', subject, payload.secret), signToken('refresh', subject, payload.secret)])
  return withCookies(json({ access, refresh }), sessionCookies(access))
}

async function liveClaims(payload: Payload, token: unknown, type: 'access' | 'refresh') {
  const claims = await readToken(token, type, payload.secret)
  if (!claims) return null
  const user = await findUserBy(payload, 'id', claims.user_id)
  return user && user.isActive && (user.tokenVersion ?? 0) === claims.ver ? user : null
}

/** POST /jwt/refresh/: a new access token for a live refresh token. */
export async function refreshToken(payload: Payload, { refresh }: { refresh: string }): Promise<Response> {
  const user = await liveClaims(payload, refresh, 'refresh')
  if (!user) throw tokenInvalid()
  const access = await signToken('access', user, payload.secret)
  return withCookies(json({ access }), sessionCookies(access))
}

/** POST /jwt/verify/: 200 {} for a live token of either type. */
export async function verifyToken(payload: Payload, { token }: { token: string }) {
  const user = (await liveClaims(payload, token, 'access')) ?? (await liveClaims(payload, token, 'refresh'))
  if (!user) throw tokenInvalid()
  return {}
}

/** POST /token/logout/: revokes every token of the user and clears the cookies (account and commerce). */
export async function logout(payload: Payload, request: Request): Promise<Response> {
  // Clearing the cookies is a cookie-authenticated change like any other: a foreign page's post
  // (issue 30) signed the visitor out. A foreign Origin is refused before anything is cleared.
  const refused = crossSiteRefusal(request, !request.headers.get('authorization'))
  if (refused) return refused
  const auth = await authenticate(payload, request)
  // The commerce cookies go too: the new token version already voids the commerce token.
  const cleared = [...clearedSessionCookies(), ...clearedCommerceCookies()]
  if ('response' in auth) return withCookies(noContent(), cleared)
  await updateUser(payload, auth.user.id, { tokenVersion: (auth.user.tokenVersion ?? 0) + 1 })
  return withCookies(noContent(), cleared)
}
