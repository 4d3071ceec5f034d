import 'server-only'
import { and, desc, eq, isNull, like, ne, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { OrderAddress } from '@/contracts/order'
import { calendarDayIn } from '@/domain/trade/calendarDay'
import { isMarketCode, nextInvoiceNumber, type MarketCode } from '@/domain/trade/invoiceNumber'
import type { Order } from '@/payload-types'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import { uniqueStamp } from '@/server/db/uniqueStamp'
import { logger } from '@/server/log/logger'

/**
 * Invoice numbers (issue 33): one series per market (the billing store's country) and year,
 * "DE-2026-000123" (src/domain/trade/invoiceNumber.ts). An order is given its number once, by the
 * move that leaves nothing to ship, in that move's transaction (orderMoves.ts), as placing takes
 * the year's next order number (src/server/trade/orderNumbers.ts): the number is read beforehand
 * (the mail's invoice is written with it), the unique index on orders.invoice_number lets only
 * one of two moves that reached for the same number commit, and the other takes the next. A move
 * that is refused or loses writes nothing, so a series has no gaps.
 */

/** An invoice's market: the billing address's country, else the country whose VAT was charged; DE for an order with neither. */
export function invoiceMarketOf(order: Pick<Order, 'billingAddress' | 'vatCountry'>): MarketCode {
  const billing = ((order.billingAddress ?? {}) as Partial<OrderAddress>).country_code?.trim().toUpperCase()
  if (isMarketCode(billing)) return billing
  const charged = order.vatCountry?.trim().toUpperCase()
  return isMarketCode(charged) ? charged : 'DE'
}

/** An invoice's year: the year of its day in the house's time zone (Berlin). */
export const invoiceYearOf = (instant: string): number => Number(calendarDayIn(new Date(instant)).slice(0, 4))

/**
 * The number the next invoice of `market` in `year` would take: one after the highest given so far.
 * Longer numbers sort first, so a series past 999999 still finds its highest.
 */
export async function upcomingInvoiceNumber(payload: Payload, market: MarketCode, year: number): Promise<string> {
  const orders = tableOf(payload, 'orders')
  const rows: { number: string | null }[] = await drizzleOf(payload)
    .select({ number: orders.invoiceNumber })
    .from(orders)
    .where(like(orders.invoiceNumber, `${market}-${year}-%`))
    .orderBy(desc(sql`length(${orders.invoiceNumber})`), desc(orders.invoiceNumber))
    .limit(1)
  return nextInvoiceNumber(rows[0]?.number ?? null, market, year)
}

/** Whether another order than `orderId` holds `number` (a move that lost the race for it). */
export async function invoiceNumberTakenByAnother(payload: Payload, number: string, orderId: number): Promise<boolean> {
  const orders = tableOf(payload, 'orders')
  const rows: unknown[] = await drizzleOf(payload)
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.invoiceNumber, number), ne(orders.id, orderId)))
    .limit(1)
  return rows.length > 0
}

/** How often a move or an assignment reaches for the next invoice number (each loss means another order took one meanwhile). */
export const INVOICE_NUMBER_ATTEMPTS = 20

/**
 * The invoice number of an order whose invoice exists but that has none: an order shipped in full
 * before invoices were numbered. Given now, once: only while the order still has none (two requests
 * at once agree on the first one written), the next of its market taken again when another order
 * committed the one read.
 */
export async function assignInvoiceNumber(payload: Payload, order: Order): Promise<Pick<Order, 'invoiceNumber' | 'invoicedAt'>> {
  const orders = tableOf(payload, 'orders')
  const market = invoiceMarketOf(order)
  for (let attempt = 1; ; attempt++) {
    const at = uniqueStamp()
    const number = await upcomingInvoiceNumber(payload, market, invoiceYearOf(at))
    try {
      const written: unknown[] = await drizzleOf(payload)
        .update(orders)
        .set({ invoiceNumber: number, invoicedAt: at })
        .where(and(eq(orders.id, order.id), isNull(orders.invoiceNumber)))
        .returning({ id: orders.id })
      if (written.length) return { invoiceNumber: number, invoicedAt: at }
      const stored = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
      return { invoiceNumber: stored.invoiceNumber, invoicedAt: stored.invoicedAt }
    } catch (err) {
      if (attempt < INVOICE_NUMBER_ATTEMPTS && (await invoiceNumberTakenByAnother(payload, number, order.id))) {
        logger.info({ order: order.id, number, attempt }, 'invoice number given to another order meanwhile; taking the next')
        continue
      }
      throw err
    }
  }
}
