import 'server-only'
import type { Payload } from 'payload'
import { ORDER_PERMISSION } from '@/domain/trade/orderPermission'
import type { AccountUser } from '@/server/auth/users'
import { accessOf, storesWith } from '@/server/portal/portalAccess'

/** The ids of the stores a user holds and may order for (src/domain/trade/orderPermission.ts). */
export async function orderingStoreIds(payload: Payload, user: Pick<AccountUser, 'id' | 'role' | 'updatedAt' | 'portal_locations'>): Promise<Set<string>> {
  const access = await accessOf(payload, user)
  return new Set(access ? storesWith(access, ORDER_PERMISSION) : [])
}
