import 'server-only'
import type { Payload } from 'payload'
import type { Currency } from '@/domain/trade/currencies'
import type { MetaType } from '@/domain/trade/metaTypes'
import { json } from '@/server/http/drf'
import { readCommerceToken } from '@/server/trade/commerceToken'
import { heldStoreIds } from '@/server/auth/heldStoreIds'
import { findShopStore } from '@/server/trade/shopStore'
import { orderRightsOf } from '@/server/trade/orderingStores'
import { shopCurrencyOf } from '@/server/trade/shopCurrency'
import { hasTradeRole } from '@/domain/trade/tradeRoles'

/**
 * Who is shopping: the user behind a valid commerce token, the store it was issued for (the billing
 * store) and the kinds of line the user may order there as of this request (src/domain/trade/orderPermission.ts).
 */
export type CommerceSession = {
  user: { id: number | string; email: string; language: string | null }
  store: { id: number | string; name: string; currency: Currency }
  orderable: readonly MetaType[]
}

const challenge = { 'WWW-Authenticate': 'Bearer realm="commerce"' }

export const commerceNotAuthenticated = () => json({ detail: 'Authentication credentials were not provided.' }, 401, challenge)

export const commerceTokenNotValid = () => json({ detail: 'Given token not valid for any token type', code: 'token_not_valid' }, 401, challenge)

/**
 * The session a commerce token stands for, or null when it is not (or no longer) valid: besides
 * signature and expiry, the account must be active with the token's version and a trade role, still
 * hold the store and the rights to shop for it (billing and an ordering right), and the store must
 * still sell in the token's currency.
 */
export async function sessionFromCommerceToken(payload: Payload, token: string): Promise<CommerceSession | null> {
  const claims = await readCommerceToken(token, payload.secret)
  if (!claims) return null
  const user = await payload.findByID({
    collection: 'users',
    id: claims.user_id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { email: true, role: true, isActive: true, tokenVersion: true, portal_locations: true, language: true, updatedAt: true },
  })
  const current = user && user.isActive && (user.tokenVersion ?? 0) === claims.ver && hasTradeRole(user.role) && heldStoreIds(user).includes(claims.store_id)
  if (!current) return null
  const orderable = (await orderRightsOf(payload, user)).orderable.get(claims.store_id)
  if (!orderable) return null
  const store = await findShopStore(payload, claims.store_id)
  if (!store || shopCurrencyOf(store) !== claims.currency) return null
  return {
    user: { id: user.id, email: user.email, language: user.language ?? null },
    store: { id: store.id, name: store.name, currency: claims.currency },
    orderable,
  }
}
