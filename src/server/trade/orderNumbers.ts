import 'server-only'
import { and, desc, eq, like, ne, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { nextOrderNumber } from '@/domain/trade/orderNumber'
import { drizzleOf, tableOf } from '@/server/db/drizzle'

/**
 * The number the next placement of `year` would take: one after the highest given so far. Read
 * outside the placing transaction (the mails are written with it first), so two placements at the
 * same moment may read the same one; the unique index on orders.order_number lets only one of them
 * commit, and the other takes the next (see placeOrder). Longer numbers sort first, so a year past
 * 999999 orders still finds its highest.
 */
export async function upcomingOrderNumber(payload: Payload, year: number): Promise<string> {
  const orders = tableOf(payload, 'orders')
  const rows: { number: string | null }[] = await drizzleOf(payload)
    .select({ number: orders.orderNumber })
    .from(orders)
    .where(like(orders.orderNumber, `${year}-%`))
    .orderBy(desc(sql`length(${orders.orderNumber})`), desc(orders.orderNumber))
    .limit(1)
  return nextOrderNumber(rows[0]?.number ?? null, year)
}

/** Whether another order than `orderId` holds `number` (a placement that lost the race for it). */
export async function numberTakenByAnother(payload: Payload, number: string, orderId: number): Promise<boolean> {
  const orders = tableOf(payload, 'orders')
  const rows: unknown[] = await drizzleOf(payload)
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNumber, number), ne(orders.id, orderId)))
    .limit(1)
  return rows.length > 0
}
