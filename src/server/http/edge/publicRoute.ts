import 'server-only'
import type { z } from 'zod'
import { clientIp } from '@/server/http/clientIp'
import { edgeRoute, type Answer, type CallerKind, type Edge, type EdgeSpec } from '@/server/http/edge/edgeRoute'

/** Anyone: no authentication; a limit counts per client address. */
export type PublicCaller = { ip: string }

const publicCaller: CallerKind<PublicCaller> = {
  authenticate: async (_payload, request) => ({ who: { ip: clientIp(request) } }),
  limitKey: ({ ip }) => ({ key: ip }),
}

/** A route anyone may call (place search, the store finder, token refresh and verification). */
export function publicRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  F extends z.ZodType | undefined = undefined,
>(spec: EdgeSpec<P, Q, B, F>, handler: (edge: Edge<PublicCaller, P, Q, B, F>) => Promise<Answer>) {
  return edgeRoute(publicCaller, spec, handler)
}
