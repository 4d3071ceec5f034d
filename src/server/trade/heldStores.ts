import 'server-only'
import type { Payload } from 'payload'
import { relationId } from '@/server/trade/relationId'

export type ShopStore = { id: number | string; name: string; currency: string | null }

/** The ids of the stores (portal locations) a user holds, populated or not. */
export function heldStoreIds(user: { portal_locations?: unknown[] | null }): string[] {
  return (user.portal_locations ?? []).map(relationId).filter((id): id is number | string => id !== null).map(String)
}

/** A store by id with only what the shop needs, or null (unknown id, or not an id at all). */
export async function findShopStore(payload: Payload, id: number | string): Promise<ShopStore | null> {
  if (!/^\d{1,18}$/.test(String(id))) return null
  const store = await payload.findByID({
    collection: 'jewelers',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { name: true, currency: true },
  })
  return store ? { id: store.id, name: store.name, currency: store.currency ?? null } : null
}
