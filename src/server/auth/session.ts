import type { Payload } from 'payload'
import { normalizeEmail } from '@/domain/email'
import { clearedSessionCookies, sessionCookies, withCookies } from '@/server/auth/cookies'
import { clearedCommerceCookies } from '@/server/trade/commerceCookie'
import { readToken, signToken } from '@/server/auth/jwt'
import { passwordWorthChecking } from '@/server/auth/signInFailure'
import { findUserBy, updateUser } from '@/server/auth/users'
import type { AccountUser } from '@/server/auth/users'
import { json, noContent } from '@/server/http/drf'
import { refused } from '@/server/http/errors'
import { reset, type LimitName } from '@/server/rateLimit/limiter'

const NO_ACCOUNT = 'No active account found with the given credentials'
const tokenInvalid = () => refused(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' })

/** POST /jwt/create/'s limits, once the body has its fields: per client address and per e-mail (the 429 in the Accept-Language). */
export const signInThrottle = (body: { email: string }, { ip }: { ip: string }) => ({
  checks: [
    ['loginIp', ip],
    ['loginEmail', normalizeEmail(body.email)],
  ] as [LimitName, string][],
})

/** POST /jwt/create/: {access, refresh} and the site cookie; one vague 401 for every failure. */
export async function createToken(payload: Payload, credentials: { email: string; password: string }): Promise<Response> {
  const email = normalizeEmail(credentials.email)
  const { password } = credentials
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

/**
 * POST /token/logout/: revokes every token of the user (none when the session was already gone)
 * and clears the cookies (account and commerce).
 */
export async function logout(payload: Payload, { user }: { user: AccountUser | null }): Promise<Response> {
  // The commerce cookies go too: the new token version already voids the commerce token.
  const cleared = [...clearedSessionCookies(), ...clearedCommerceCookies()]
  if (!user) return withCookies(noContent(), cleared)
  await updateUser(payload, user.id, { tokenVersion: (user.tokenVersion ?? 0) + 1 })
  return withCookies(noContent(), cleared)
}
