import 'server-only'
import type { z } from 'zod'
import { edgeRoute, type Answer, type CallerKind, type Edge, type EdgeSpec } from '@/server/http/edge/edgeRoute'
import { authenticateHouseStaff } from '@/server/orders/houseStaff'
import type { Actor } from '@/server/orders/orderMoves'

/** A member of the house's staff working orders: brand staff or an admin (houseStaff.ts). */
export type StaffCaller = { actor: Actor }

const staffCaller: CallerKind<StaffCaller> = {
  authenticate: async (payload, request) => {
    const auth = await authenticateHouseStaff(payload, request)
    return 'response' in auth ? auth : { who: { actor: auth.actor } }
  },
  limitKey: ({ actor }) => ({ key: String(actor.id) }),
}

/** A route of the house's own API (/api/v1/house/…): a staff API key or a staff session. */
export function staffRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  F extends z.ZodType | undefined = undefined,
>(spec: EdgeSpec<P, Q, B, F>, handler: (edge: Edge<StaffCaller, P, Q, B, F>) => Promise<Answer>) {
  return edgeRoute(staffCaller, spec, handler)
}
