/**
 * What an order's history records (src/collections/OrderEvents): one entry per move, and a store's
 * change request on a line with the house's answer to it (issue 33).
 */
export const orderEventTypes = ['confirmed', 'in_production', 'shipped', 'cancelled', 'received', 'change_requested', 'change_answered'] as const
export type OrderEventType = (typeof orderEventTypes)[number]
