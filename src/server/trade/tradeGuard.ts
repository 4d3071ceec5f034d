import 'server-only'
import { cache } from 'react'
import { shopGuard, type ShopGuard } from '@/domain/shop/shopGuard'
import type { MetaType } from '@/domain/trade/metaTypes'
import { currentUser } from '@/server/auth/currentUser'
import { payloadClient } from '@/server/payload/client'
import { relationId } from '@/server/payload/relationId'
import { commerceSession } from '@/server/trade/commerceSession'
import { orderRightsOf } from '@/server/trade/orderingStores'

/**
 * The commerce guard of a trade page request (spec 2 §2), decided on the server from the commerce
 * cookie and the account session, once per request: the page (the order page reads its store from
 * it) and <TradePage> ask the same question. Only the stores the user may order for are offered
 * (src/domain/trade/orderPermission.ts).
 */
export const tradeGuard = cache(async (): Promise<ShopGuard> => {
  const [session, user] = await Promise.all([commerceSession(), currentUser()])
  // Only the stores the user may order for are offered, each with the kinds of line the user may
  // order there (src/domain/trade/orderPermission.ts: the billing right and an ordering right).
  const ordering = user ? (await orderRightsOf(await payloadClient(), user)).orderable : new Map<string, readonly MetaType[]>()
  const orderable = user && {
    ...user,
    portal_locations: (user.portal_locations ?? []).flatMap((l) => {
      const kinds = ordering.get(String(relationId(l)))
      if (!kinds) return []
      return [typeof l === 'object' && l ? { ...l, orderable: kinds } : l]
    }),
  }
  return shopGuard({ session, user: orderable })
})
