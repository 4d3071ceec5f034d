import 'server-only'
import type { Payload } from 'payload'
import type { MetaType } from '@/domain/trade/metaTypes'
import { LINE_PERMISSION, mayShipTo, mayShopAt, orderableMetaTypes } from '@/domain/trade/orderPermission'
import type { AccountUser } from '@/server/auth/users'
import { heldStoreIds } from '@/server/auth/heldStoreIds'
import { accessOf, type PortalAccess } from '@/server/portal/portalAccess'

type RightsUser = Pick<AccountUser, 'id' | 'role' | 'updatedAt' | 'portal_locations'>

/** What a user may order where (src/domain/trade/orderPermission.ts), read from their grants at the stores they hold. */
export type OrderRights = {
  /** Per store the user may shop for (billing right and an ordering right), the kinds of line they may order there. */
  orderable: ReadonlyMap<string, readonly MetaType[]>
  /** The stores orders may be delivered to, in the account's order of its stores. */
  shippable: readonly string[]
}

/** A user's ordering rights from their portal access; none for a customer. */
export function orderRightsFrom(access: PortalAccess | null, held: readonly string[]): OrderRights {
  if (!access) return { orderable: new Map(), shippable: [] }
  const orderable = new Map<string, readonly MetaType[]>()
  const shippable: string[] = []
  for (const store of held) {
    const granted = access.stores.get(store)
    if (mayShopAt(granted)) orderable.set(store, orderableMetaTypes(granted))
    if (mayShipTo(granted)) shippable.push(store)
  }
  return { orderable, shippable }
}

/** A user's ordering rights, read now (the grants are remembered per user under a stamp read on every call: portalAccess.ts). */
export async function orderRightsOf(payload: Payload, user: RightsUser): Promise<OrderRights> {
  return orderRightsFrom(await accessOf(payload, user), heldStoreIds(user))
}

/** The ids of the stores a user holds and may shop for: billing right and either ordering right (src/domain/trade/orderPermission.ts). */
export async function orderingStoreIds(payload: Payload, user: RightsUser): Promise<Set<string>> {
  return new Set((await orderRightsOf(payload, user)).orderable.keys())
}

/**
 * The ids of the stores where a user holds orders:create_article_order: the yearly ring's waitlist
 * asks for it alone (src/domain/waitlist.ts); a request on the waitlist bills no store.
 */
export async function articleOrderStoreIds(payload: Payload, user: RightsUser): Promise<Set<string>> {
  const access = await accessOf(payload, user)
  return new Set(heldStoreIds(user).filter((store) => access?.stores.get(store)?.has(LINE_PERMISSION.jewelry)))
}

/** The ordering rights of an order's user as they are now (placing checks them again); none for a user gone. */
export async function orderUserRights(payload: Payload, userId: number | string): Promise<OrderRights> {
  const user = await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { role: true, updatedAt: true, portal_locations: true, isActive: true },
  })
  return user && user.isActive ? orderRightsOf(payload, user) : orderRightsFrom(null, [])
}
