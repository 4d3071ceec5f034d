import 'server-only'
import type { Payload } from 'payload'
import type { Order } from '@/payload-types'
import { isUrlLocale, type UrlLocale } from '@/i18n/locales'
import type { CommerceSession } from '@/server/trade/commerceAuth'

/**
 * An order of the session's store and user by id, or null: the query itself is scoped, so another
 * store's or user's order is never read (and the caller answers 404, as for an unknown id).
 */
export async function findSessionOrder(payload: Payload, session: CommerceSession, id: string): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ id: { equals: id } }, { store: { equals: session.store.id } }, { user: { equals: session.user.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The language of names in a commerce answer: `?language=`, else the user's, else German. */
export function answerLocale(language: string | null, session: CommerceSession): UrlLocale {
  const asked = language?.toLowerCase()
  if (asked && isUrlLocale(asked)) return asked
  const own = session.user.language?.toLowerCase()
  return own && isUrlLocale(own) ? own : 'de'
}
