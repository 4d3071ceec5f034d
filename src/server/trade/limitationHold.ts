import 'server-only'
import { and, eq, lt, or } from 'drizzle-orm'
import type { Where } from 'payload'
import type { Table } from '@/server/db/drizzle'

/**
 * How long a cart line holds a limitation number of the ring of the year. A handful of numbers is
 * all there is: a cart left alone must not keep one for ever, so after this a held number is free
 * for anyone again, and the cart that held it is refused when it tries to place
 * (`limitation-number-taken`).
 */
export const LIMITATION_HOLD_DAYS = 7

/** Reservations made before this instant have lapsed. */
export function holdExpiry(now: Date = new Date()): string {
  return new Date(now.getTime() - LIMITATION_HOLD_DAYS * 24 * 60 * 60 * 1000).toISOString()
}

/** A number anyone may take now: free, or held by a reservation that has lapsed (a Payload query). */
export function takeableWhere(now: Date = new Date()): Where {
  return { or: [{ status: { equals: 'free' } }, { and: [{ status: { equals: 'reserved' } }, { reservedAt: { less_than: holdExpiry(now) } }] }] }
}

/** The same condition for a drizzle statement on the limitation_numbers table. */
export function takeableCondition(table: Table, now: Date = new Date()) {
  return or(eq(table.status, 'free'), and(eq(table.status, 'reserved'), lt(table.reservedAt, holdExpiry(now))))
}
