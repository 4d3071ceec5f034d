import 'server-only'
import type { Payload } from 'payload'
import type { Shipment } from '@/payload-types'

/** The shipment of an order, created with its first look: the order field is unique, so two requests creating it at once end with one. */
export async function shipmentOf(payload: Payload, orderId: number): Promise<Shipment> {
  const find = async () =>
    (await payload.find({ collection: 'shipments', where: { order: { equals: orderId } }, limit: 1, depth: 0, overrideAccess: true })).docs[0] ?? null
  const existing = await find()
  if (existing) return existing
  try {
    return await payload.create({ collection: 'shipments', data: { order: orderId }, depth: 0, overrideAccess: true })
  } catch (err) {
    const created = await find()
    if (created) return created
    throw err
  }
}

export async function setShippingMethod(payload: Payload, shipment: Shipment, methodId: number): Promise<Shipment> {
  return payload.update({ collection: 'shipments', id: shipment.id, data: { shippingMethod: methodId }, depth: 0, overrideAccess: true })
}
