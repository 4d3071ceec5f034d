import type { Payload } from 'payload'
import { publicStores } from '@/access/publicStores'

/** The published store (jeweller) with this uuid, or null: a form may only name a real store. */
export async function storeIdByUuid(payload: Payload, uuid: string | null): Promise<number | null | undefined> {
  if (!uuid) return null
  const found = await payload.find({
    collection: 'jewelers',
    where: { and: [{ uuid: { equals: uuid.toLowerCase() } }, publicStores] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
  })
  return found.docs[0]?.id ?? undefined
}
