import 'server-only'
import type { Payload } from 'payload'
import { withCookies } from '@/server/auth/cookies'
import type { AccountUser } from '@/server/auth/users'
import { json } from '@/server/http/drf'
import { isDbId } from '@/server/http/edge/params'
import { forbidden, refused } from '@/server/http/errors'
import { commerceCookies } from '@/server/trade/commerceCookie'
import { signCommerceToken } from '@/server/trade/commerceToken'
import { findShopStore } from '@/server/trade/shopStore'
import { orderingStoreIds } from '@/server/trade/orderingStores'
import { shopCurrencyOf } from '@/server/trade/shopCurrency'
import { hasTradeRole } from '@/domain/trade/tradeRoles'

/**
 * POST /api/v1/locations/{id}/commerce/authenticate/ (account token): a commerce token for one of
 * the user's stores, answered and set as the 30-day _wff_commerce_token cookie. A customer, a store
 * the user does not hold or may not order for (billing right and an ordering right:
 * src/domain/trade/orderPermission.ts), and an id that names no store (or is no id at all)
 * all get the same 403, so the answer never tells whether a store exists.
 */
export async function authenticateLocation(payload: Payload, { user, id }: { user: AccountUser; id: unknown }): Promise<Response> {
  if (!isDbId(id) || !hasTradeRole(user.role) || !(await orderingStoreIds(payload, user)).has(id)) throw forbidden()
  const store = await findShopStore(payload, id)
  if (!store) throw forbidden()
  const currency = shopCurrencyOf(store)
  if (!currency) throw refused(403, { detail: `The shop does not sell in ${store.currency}.` })

  const { token, expiresAt } = await signCommerceToken({ user, storeId: store.id, currency }, payload.secret)
  const body = { token, expires_at: expiresAt.toISOString(), location: { id: store.id, name: store.name }, currency }
  // A Response: the answer sets the commerce cookie.
  return withCookies(json(body), commerceCookies(token))
}
