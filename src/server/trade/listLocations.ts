import 'server-only'
import type { Payload } from 'payload'
import type { AccountUser } from '@/server/auth/users'
import { heldStoreIds } from '@/server/auth/heldStoreIds'
import { orderingStoreIds } from '@/server/trade/orderingStores'
import { hasTradeRole } from '@/domain/trade/tradeRoles'

export type Location = { id: number | string; name: string }

/**
 * GET /api/v1/locations/ (account token) → `[{id, name}]`, and the shop's store choice: the stores a
 * trade user holds and may order for, in the order the account lists them; a customer holds none for
 * the shop. The chooser asks "for which billing address" (spec 2 §1–2), so a store counts only with
 * orders:use_as_billing_location and an ordering right there (src/domain/trade/orderPermission.ts).
 */
export async function portalLocations(payload: Payload, user: AccountUser): Promise<Location[]> {
  const ordering = await orderingStoreIds(payload, user)
  const ids = hasTradeRole(user.role) ? heldStoreIds(user).filter((id) => ordering.has(id)) : []
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'jewelers',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
  })
  const stores = new Map(docs.map((d) => [String(d.id), { id: d.id, name: d.name }]))
  return ids.flatMap((id) => stores.get(id) ?? [])
}
