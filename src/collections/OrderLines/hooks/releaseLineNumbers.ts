import { and, eq } from 'drizzle-orm'
import type { CollectionBeforeDeleteHook } from 'payload'
import { drizzleOf, tableOf } from '@/server/db/drizzle'

/**
 * A deleted line's reserved limitation number is free again. Before the delete, not after: the
 * foreign key clears the number's line as soon as the row is gone. One conditional UPDATE, not
 * Payload's find-then-write: a number whose hold lapsed may be taken by another cart at any moment,
 * and that cart's number must never be freed by this line going.
 */
export const releaseLineNumbers: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const table = tableOf(req.payload, 'limitation_numbers')
  await drizzleOf(req.payload)
    .update(table)
    .set({ status: 'free', order: null, line: null, reservedAt: null, updatedAt: new Date().toISOString() })
    .where(and(eq(table.line, Number(id)), eq(table.status, 'reserved')))
}
