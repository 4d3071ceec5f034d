import 'server-only'
import type { z } from 'zod'
import { authenticate } from '@/server/http/edge/authenticate'
import { clearedSessionCookies, withCookies } from '@/server/auth/cookies'
import type { AccountUser } from '@/server/auth/users'
import { crossSiteRefusal } from '@/server/http/crossSiteRefusal'
import { edgeRoute, type Answer, type CallerKind, type Edge, type EdgeSpec } from '@/server/http/edge/edgeRoute'

/** A site account's caller: the signed-in user. */
export type AccountCaller = { user: AccountUser }

const accountCaller: CallerKind<AccountCaller> = {
  async authenticate(payload, request) {
    const auth = await authenticate(payload, request)
    return 'response' in auth ? auth : { who: { user: auth.user } }
  },
  limitKey: ({ user }) => ({ key: String(user.id), language: user.language?.toLowerCase() }),
}

/** A route for a signed-in site account: `Authorization: Bearer|JWT <access token>` or the site's cookie. */
export function accountRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  F extends z.ZodType | undefined = undefined,
>(spec: EdgeSpec<P, Q, B, F, AccountCaller>, handler: (edge: Edge<AccountCaller, P, Q, B, F>) => Promise<Answer>) {
  return edgeRoute(accountCaller, spec, handler)
}

/**
 * A 401 for a request that relied on the cookies (no Authorization header) means the session is
 * gone (expired, logged out elsewhere, a changed password): clear both cookies, so the browser stops
 * asking (src/domain/sessionHint.ts). A bad Bearer token says nothing about the cookie session.
 */
const sessionCaller: CallerKind<AccountCaller> = {
  async authenticate(payload, request) {
    const auth = await accountCaller.authenticate(payload, request)
    if ('who' in auth || auth.response.status !== 401 || request.headers.get('authorization')) return auth
    return { response: withCookies(auth.response, clearedSessionCookies()) }
  },
  limitKey: accountCaller.limitKey,
}

/** The account's own session (GET and PATCH /users/me/): as accountRoute, and a cookie session found ended is cleared. */
export function accountSessionRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  F extends z.ZodType | undefined = undefined,
>(spec: EdgeSpec<P, Q, B, F, AccountCaller>, handler: (edge: Edge<AccountCaller, P, Q, B, F>) => Promise<Answer>) {
  return edgeRoute(sessionCaller, spec, handler)
}

/** A caller who may be signed in or not (signing out): the account, or null when no session is left. */
export type SignedOutCaller = { user: AccountUser | null }

/**
 * Signing out clears the cookies, a cookie-authenticated change like any other: a foreign page's post
 * (issue 30) signed the visitor out. So a foreign Origin is refused before anything is read, even
 * without a session; after it, a failed authentication is no refusal, only nothing left to revoke.
 */
const signOutCaller: CallerKind<SignedOutCaller> = {
  async authenticate(payload, request) {
    const refusal = crossSiteRefusal(request, !request.headers.get('authorization'))
    if (refusal) return { response: refusal }
    const auth = await authenticate(payload, request)
    return { who: { user: 'response' in auth ? null : auth.user } }
  },
  limitKey: ({ user }) => ({ key: String(user?.id ?? ''), language: user?.language?.toLowerCase() }),
}

/** POST /token/logout/: a cross-site post refused first, then the account if a session is still there. */
export function signOutRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  F extends z.ZodType | undefined = undefined,
>(spec: EdgeSpec<P, Q, B, F, SignedOutCaller>, handler: (edge: Edge<SignedOutCaller, P, Q, B, F>) => Promise<Answer>) {
  return edgeRoute(signOutCaller, spec, handler)
}
