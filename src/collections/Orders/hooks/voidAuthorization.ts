import { and, eq } from 'drizzle-orm'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import { relationId } from '@/server/payload/relationId'

/**
 * `_authorize` records the store's acceptance of a cart's lines and amounts; a line added, changed or
 * deleted, or another shipping method, makes that a different cart, so `_place` must be preceded by a
 * new `_authorize` (placeOrder refuses `not-authorized`). One conditional UPDATE, and only while the
 * order is a cart: placing writes its lines' final amounts through drizzle, which runs no hooks.
 */
async function voidAuthorizationOf(payload: Parameters<typeof drizzleOf>[0], order: unknown) {
  const id = relationId(order)
  if (id === null) return
  const orders = tableOf(payload, 'orders')
  await drizzleOf(payload)
    .update(orders)
    .set({ authorizedAt: null })
    .where(and(eq(orders.id, Number(id)), eq(orders.status, 'cart')))
}

export const voidAuthorizationAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await voidAuthorizationOf(req.payload, doc.order)
  return doc
}

export const voidAuthorizationAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await voidAuthorizationOf(req.payload, doc.order)
}

/** Another shipping method is another shipping cost: the shipment's order needs a new authorization. */
export const voidAuthorizationOnNewMethod: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && relationId(previousDoc?.shippingMethod) !== relationId(doc.shippingMethod)) await voidAuthorizationOf(req.payload, doc.order)
  return doc
}
