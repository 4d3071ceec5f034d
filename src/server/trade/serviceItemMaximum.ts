import 'server-only'
import type { Payload } from 'payload'
import type { ServiceItem } from '@/domain/trade/productGroup'
import { tooLargeQuantityHint, type TooLargeQuantityHint } from '@/domain/trade/serviceQuantity'

/** The pieces of a service item the cart holds, which its maximum counts in (spec 2 §5). */
export async function cartQuantityOf(payload: Payload, orderId: number, groupId: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'order-lines',
    where: { and: [{ order: { equals: orderId } }, { productGroup: { equals: groupId } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { quantity: true },
  })
  return docs.reduce((sum, line) => sum + line.quantity, 0)
}

/**
 * The second half of the maximum's check, after the line is inserted: the check before inserting
 * cannot see a line another request inserts at the same moment, so two adds could together pass the
 * maximum. Here the cart is counted again with the new line in it; over the maximum, the new line
 * is deleted and the caller answers the hint (its quantity is what the cart held with this line).
 *
 * Why this holds without locks: every add commits its insert before it counts, and a count sees
 * every line committed before it started (SQLite runs one statement at a time; PostgreSQL's READ
 * COMMITTED reads a fresh snapshot per statement). Of the lines still in the cart, take the one
 * whose count ran last: it saw all of them, and lines deleted later only made its sum larger, so if
 * they were over the maximum it would have deleted itself. Hence the cart never stays over the
 * maximum. The price is that racing adds may all be refused although one would have fitted; the
 * jeweller then adds again.
 */
export async function undoOverMaximum(
  payload: Payload,
  line: { id: number; order: number; group: number },
  item: ServiceItem,
  quantity: number,
): Promise<TooLargeQuantityHint | null> {
  const held = await cartQuantityOf(payload, line.order, line.group)
  const hint = tooLargeQuantityHint(item, Math.max(0, held - quantity), quantity)
  if (hint) await payload.delete({ collection: 'order-lines', id: line.id, depth: 0, overrideAccess: true })
  return hint
}
