/**
 * Order types of spec 2 §3. A commission order is placed for a named end customer; a nocommission
 * order is stock for the jeweller's shop.
 */
export const orderTypes = ['commission', 'nocommission'] as const
export type OrderType = (typeof orderTypes)[number]

/** The spec lists commission first and only describes switching away from it and back (§4). */
export const DEFAULT_ORDER_TYPE: OrderType = 'commission'

export function isOrderType(value: unknown): value is OrderType {
  return value === 'commission' || value === 'nocommission'
}
