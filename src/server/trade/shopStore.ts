import 'server-only'
import type { Payload } from 'payload'

export type ShopStore = { id: number | string; name: string; currency: string | null }

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
