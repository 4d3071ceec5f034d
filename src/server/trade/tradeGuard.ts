import 'server-only'
import { cache } from 'react'
import { shopGuard, type ShopGuard } from '@/domain/shop/shopGuard'
import { currentUser } from '@/server/auth/currentUser'
import { payloadClient } from '@/server/payload/client'
import { relationId } from '@/server/payload/relationId'
import { commerceSession } from '@/server/trade/commerceSession'
import { orderingStoreIds } from '@/server/trade/orderingStores'

/**
 * The commerce guard of a trade page request (spec 2 §2), decided on the server from the commerce
 * cookie and the account session, once per request: the page (the order page reads its store from
 * it) and <TradePage> ask the same question. Only the stores the user may order for are offered
 * (src/domain/trade/orderPermission.ts).
 */
export const tradeGuard = cache(async (): Promise<ShopGuard> => {
  const [session, user] = await Promise.all([commerceSession(), currentUser()])
  const ordering = user ? await orderingStoreIds(await payloadClient(), user) : new Set<string>()
  const orderable = user && { ...user, portal_locations: (user.portal_locations ?? []).filter((l) => ordering.has(String(relationId(l)))) }
  return shopGuard({ session, user: orderable })
})
