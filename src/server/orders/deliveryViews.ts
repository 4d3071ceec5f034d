import 'server-only'
import type { Payload } from 'payload'
import type { DeliveryView } from '@/contracts/order'
import { relationId } from '@/server/payload/relationId'

/**
 * The deliveries of orders as their answers show them, oldest first, each with its lines and their
 * serial numbers: two queries for any number of orders.
 */
export async function deliveriesOf(payload: Payload, orderIds: number[]): Promise<Map<number, DeliveryView[]>> {
  const byOrder = new Map<number, DeliveryView[]>()
  if (!orderIds.length) return byOrder
  const { docs: deliveries } = await payload.find({
    collection: 'deliveries',
    where: { order: { in: orderIds } },
    sort: ['shippedAt', 'id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
    joins: false, // its pieces are read below, for all deliveries at once
    select: { order: true, carrier: true, trackingNumber: true, shippedAt: true },
  })
  if (!deliveries.length) return byOrder
  const { docs: pieces } = await payload.find({
    collection: 'pieces',
    where: { delivery: { in: deliveries.map((d) => d.id) } },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { delivery: true, line: true, serialNumber: true },
  })
  const linesOf = new Map<number, Map<number, string[]>>()
  for (const piece of pieces) {
    const delivery = Number(relationId(piece.delivery))
    const lines = linesOf.get(delivery) ?? new Map<number, string[]>()
    const line = Number(relationId(piece.line))
    lines.set(line, [...(lines.get(line) ?? []), piece.serialNumber])
    linesOf.set(delivery, lines)
  }
  for (const d of deliveries) {
    const order = Number(relationId(d.order))
    const view: DeliveryView = {
      id: d.id,
      carrier: d.carrier ?? null,
      tracking_number: d.trackingNumber ?? null,
      shipped_at: d.shippedAt,
      lines: [...(linesOf.get(d.id) ?? new Map<number, string[]>())].map(([id, serial_numbers]) => ({ id, serial_numbers })),
    }
    byOrder.set(order, [...(byOrder.get(order) ?? []), view])
  }
  return byOrder
}
