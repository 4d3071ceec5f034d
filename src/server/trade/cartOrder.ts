import 'server-only'
import type { Payload } from 'payload'
import type { Order } from '@/payload-types'
import type { CommerceSession } from '@/server/trade/commerceAuth'

/**
 * The cart's natural key: one open order per store, user and currency. The currency is part of it so
 * that a store whose currency changes starts a new cart instead of mixing amounts of two currencies.
 */
export function cartKeyOf(session: CommerceSession): string {
  return `${session.store.id}:${session.user.id}:${session.store.currency}`
}

/** The current cart of a commerce session, or null when it has none yet. */
export async function findCart(payload: Payload, session: CommerceSession): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { cartKey: { equals: cartKeyOf(session) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * The current cart, created on the first line. cartKey is unique, so of two requests creating it at
 * once one insert fails; that one then finds the other's cart.
 */
export async function findOrCreateCart(payload: Payload, session: CommerceSession): Promise<Order> {
  const existing = await findCart(payload, session)
  if (existing) return existing
  try {
    return await payload.create({
      collection: 'orders',
      data: { status: 'cart', currency: session.store.currency, store: Number(session.store.id), user: Number(session.user.id), cartKey: cartKeyOf(session) },
      depth: 0,
      overrideAccess: true,
    })
  } catch (err) {
    const created = await findCart(payload, session)
    if (created) return created
    throw err
  }
}
