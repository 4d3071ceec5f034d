import 'server-only'
import type { z } from 'zod'
import type { UrlLocale } from '@/i18n/locales'
import { edgeRoute, type Answer, type CallerKind, type Edge, type EdgeSpec } from '@/server/http/edge/edgeRoute'
import { authenticateCommerce, type CommerceSession } from '@/server/trade/commerceAuth'
import { answerLocale } from '@/server/trade/sessionOrder'

/** A commerce caller: the session of their token, and the language names are answered in (`?language=`, else theirs). */
export type CommerceCaller = { session: CommerceSession; locale: UrlLocale }

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
