import 'server-only'
import type { Payload } from 'payload'
import type { CommerceSession } from '@/server/trade/commerceAuth'

/**
 * Whether an engraving's image reference names an image uploaded in this session's store by this
 * user (POST engraving-images/). Anything else, another store's or user's image included, is as
 * unknown as an id that does not exist: a line never carries a file its jeweller did not send.
 */
export async function isOwnEngravingImage(payload: Payload, reference: string | null, session: CommerceSession): Promise<boolean> {
  if (!reference || !/^[1-9]\d{0,15}$/.test(reference)) return false
  const { totalDocs } = await payload.count({
    collection: 'engraving-images',
    where: { and: [{ id: { equals: Number(reference) } }, { store: { equals: Number(session.store.id) } }, { user: { equals: Number(session.user.id) } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}
