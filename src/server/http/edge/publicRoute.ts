import 'server-only'
import type { z } from 'zod'
import { authenticate } from '@/server/http/edge/authenticate'
import type { AccountUser } from '@/server/auth/users'
import { clientIp } from '@/server/http/clientIp'
import { edgeRoute, type Answer, type CallerKind, type Edge, type EdgeSpec } from '@/server/http/edge/edgeRoute'
import { Answered } from '@/server/http/errors'

/**
 * Anyone: no authentication; a limit counts per client address. `account` is for an operation that
 * needs a signed-in account only for some bodies (a form's ring request): it authenticates when
 * called, and its 401/403 is the answer. `header` reads a request header for what an operation
 * records as sent (a diagnostics report's user agent and session cookie).
 */
export type PublicCaller = { ip: string; account: () => Promise<AccountUser>; header: (name: string) => string | null }

const publicCaller: CallerKind<PublicCaller> = {
  authenticate: async (payload, request) => ({
    who: {
      ip: clientIp(request),
      account: async () => {
        const auth = await authenticate(payload, request)
        if ('response' in auth) throw new Answered(auth.response)
        return auth.user
      },
      header: (name) => request.headers.get(name),
    },
  }),
  limitKey: ({ ip }) => ({ key: ip }),
}

/** A route anyone may call (place search, the store finder, token refresh and verification, forms, sign-in). */
export function publicRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  F extends z.ZodType | undefined = undefined,
>(spec: EdgeSpec<P, Q, B, F, PublicCaller>, handler: (edge: Edge<PublicCaller, P, Q, B, F>) => Promise<Answer>) {
  return edgeRoute(publicCaller, spec, handler)
}
