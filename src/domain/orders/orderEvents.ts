/** The moves an order's history records (src/collections/OrderEvents), one per move. */
export const orderEventTypes = ['confirmed', 'in_production', 'shipped', 'cancelled', 'received'] as const
export type OrderEventType = (typeof orderEventTypes)[number]
