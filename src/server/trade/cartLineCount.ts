import 'server-only'
import type { Payload } from 'payload'
import { json } from '@/server/http/drf'
import { cartKeyOf } from '@/server/trade/cartOrder'
import { authenticateCommerce } from '@/server/trade/commerceAuth'

/**
 * GET /api/v1/commerce/orders/current/count/ (commerce token) → `{line_count}`: what the header shows
 * on every page for a trade user, one count query instead of the whole priced cart.
 */
export async function cartLineCount(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticateCommerce(payload, request)
  if ('response' in auth) return auth.response
  const { totalDocs } = await payload.count({
    collection: 'order-lines',
    where: { 'order.cartKey': { equals: cartKeyOf(auth.session) } },
    overrideAccess: true,
  })
  return json({ line_count: totalDocs })
}
