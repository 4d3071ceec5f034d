import 'server-only'
import type { Payload } from 'payload'
import { cartKeyOf } from '@/server/trade/cartOrder'
import type { CommerceSession } from '@/server/trade/commerceAuth'

/**
 * GET /api/v1/commerce/orders/current/count/ (commerce token) → `{line_count}`: what the header shows
 * on every page for a trade user, one count query instead of the whole priced cart.
 */
export async function cartLineCount(payload: Payload, { session }: { session: CommerceSession }) {
  const { totalDocs } = await payload.count({
    collection: 'order-lines',
    where: { 'order.cartKey': { equals: cartKeyOf(session) } },
    overrideAccess: true,
  })
  return { line_count: totalDocs }
}
