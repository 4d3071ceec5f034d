import 'server-only'
import type { Payload } from 'payload'
import { authenticate } from '@/server/auth/authenticate'
import { withCookies } from '@/server/auth/cookies'
import { json } from '@/server/http/drf'
import { throttle } from '@/server/http/throttle'
import { commerceCookies } from '@/server/trade/commerceCookie'
import { signCommerceToken } from '@/server/trade/commerceToken'
import { findShopStore } from '@/server/trade/shopStore'
import { orderingStoreIds } from '@/server/trade/orderingStores'
import { pathId } from '@/server/http/pathSegment'
import { shopCurrencyOf } from '@/server/trade/shopCurrency'
import { hasTradeRole } from '@/domain/trade/tradeRoles'

const forbidden = () => json({ detail: 'You do not have permission to perform this action.' }, 403)

/**
 * POST /api/v1/locations/{id}/commerce/authenticate/ (account token): a commerce token for one of
 * the user's stores, answered and set as the 30-day _wff_commerce_token cookie. A customer, a store
 * the user does not hold or may not order for, and an id that names no store all get the same 403, so the answer never
 * tells whether a store exists.
 */
export async function authenticateLocation(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticate(payload, request)
  if ('response' in auth) return auth.response
  const { user } = auth
  const limited = await throttle(request, [['commerceAuthUser', String(user.id)]], user.language?.toLowerCase())
  if (limited) return limited

  const id = pathId(request, 3)
  if (!id || !hasTradeRole(user.role) || !(await orderingStoreIds(payload, user)).has(id)) return forbidden()
  const store = await findShopStore(payload, id)
  if (!store) return forbidden()
  const currency = shopCurrencyOf(store)
  if (!currency) return json({ detail: `The shop does not sell in ${store.currency}.` }, 403)

  const { token, expiresAt } = await signCommerceToken({ user, storeId: store.id, currency }, payload.secret)
  const body = { token, expires_at: expiresAt.toISOString(), location: { id: store.id, name: store.name }, currency }
  return withCookies(json(body), commerceCookies(token))
}
