import 'server-only'
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { UrlLocale } from '@/i18n/locales'
import { edgeRoute, type Answer, type CallerKind, type Edge, type EdgeSpec } from '@/server/http/edge/edgeRoute'
import { readCookie } from '@/server/auth/cookies'
import { crossSiteRefusal } from '@/server/http/crossSiteRefusal'
import { commerceNotAuthenticated, commerceTokenNotValid, sessionFromCommerceToken, type CommerceSession } from '@/server/trade/commerceAuth'
import { COMMERCE_COOKIE } from '@/server/trade/commerceCookie'
import { answerLocale } from '@/server/trade/sessionOrder'

/** A commerce caller: the session of their token, and the language names are answered in (`?language=`, else theirs). */
export type CommerceCaller = { session: CommerceSession; locale: UrlLocale }

/**
 * The commerce session of a request: `Authorization: Bearer <commerce token>` or the
 * _wff_commerce_token cookie, checked afresh on every request (sessionFromCommerceToken); a token
 * that no longer holds is 401 and the shop's guard asks for a store again.
 */
async function authenticateCommerce(payload: Payload, request: Request): Promise<{ session: CommerceSession } | { response: Response }> {
  const header = request.headers.get('authorization')
  const bearer = header ? /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] : undefined
  if (header && !bearer) return { response: commerceNotAuthenticated() }
  const token = bearer ?? readCookie(request.headers.get('cookie'), COMMERCE_COOKIE)
  if (!token) return { response: commerceNotAuthenticated() }

  const refused = crossSiteRefusal(request, !bearer)
  if (refused) return { response: refused }

  const session = await sessionFromCommerceToken(payload, token)
  return session ? { session } : { response: commerceTokenNotValid() }
}

const commerceCaller: CallerKind<CommerceCaller> = {
  async authenticate(payload, request) {
    const auth = await authenticateCommerce(payload, request)
    if ('response' in auth) return auth
    const asked = new URL(request.url).searchParams.get('language')
    return { who: { session: auth.session, locale: answerLocale(asked, auth.session) } }
  },
  limitKey: ({ session }) => ({ key: String(session.user.id), language: session.user.language }),
}

/** A route of the commerce API (spec 2): `Authorization: Bearer <commerce token>` or the commerce cookie. */
export function commerceRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  F extends z.ZodType | undefined = undefined,
>(spec: EdgeSpec<P, Q, B, F, CommerceCaller>, handler: (edge: Edge<CommerceCaller, P, Q, B, F>) => Promise<Answer>) {
  return edgeRoute(commerceCaller, spec, handler)
}
