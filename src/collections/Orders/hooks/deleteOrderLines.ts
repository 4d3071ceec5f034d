import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * An order's shipment, its deliveries with their pieces (a piece received into a store's stock
 * stays there: the inventory item keeps its serial number), its history and its lines go with it (a line cannot exist without its order), each through its own delete
 * so a reserved limitation number is released (OrderLines' hook) in the same transaction.
 */
export const deleteOrderLines: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'shipments', where: { order: { equals: id } }, overrideAccess: true, depth: 0, req })
  for (const collection of ['pieces', 'deliveries', 'order-events'] as const) {
    await req.payload.delete({ collection, where: { order: { equals: id } }, overrideAccess: true, depth: 0, req })
  }
  await req.payload.delete({ collection: 'order-lines', where: { order: { equals: id } }, overrideAccess: true, depth: 0, req })
}
