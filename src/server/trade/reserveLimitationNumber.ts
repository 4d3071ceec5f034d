import 'server-only'
import { and, eq } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import { takeableCondition, takeableWhere } from '@/server/trade/limitationHold'

/** How many candidates one attempt tries before it looks again; a race costs one more query at most. */
const CANDIDATES = 5

/**
 * Takes one free limitation number of a SKU prefix for an order (the preferred one when it is still
 * free; with `onlyPreferred` that one or none), or null when none is left. A number whose hold has lapsed counts as free (limitationHold.ts). Each take is a single `UPDATE … SET status = 'reserved' WHERE
 * id = ? AND status = 'free' RETURNING`: the database decides between two requests racing for the
 * same number (PostgreSQL re-checks the WHERE after the first commits, SQLite serialises writes),
 * so exactly one of them gets a row back and the other moves on to the next candidate. Payload's own
 * update reads before it writes and could hand out a number twice.
 */
export async function reserveLimitationNumber(
  payload: Payload,
  request: { skuPrefix: string; orderId: number | string; preferred?: number | null; onlyPreferred?: boolean },
): Promise<{ id: number; number: number } | null> {
  const table = tableOf(payload, 'limitation_numbers')
  const free = async (only?: number) =>
    (
      await payload.find({
        collection: 'limitation-numbers',
        where: { and: [{ skuPrefix: { equals: request.skuPrefix } }, takeableWhere(), ...(only ? [{ number: { equals: only } }] : [])] },
        sort: 'number',
        limit: CANDIDATES,
        depth: 0,
        overrideAccess: true,
        select: { number: true },
      })
    ).docs

  const take = async (id: number | string) => {
    const now = new Date().toISOString()
    const rows: { id: number; number: number }[] = await drizzleOf(payload)
      .update(table)
      .set({ status: 'reserved', order: Number(request.orderId), line: null, reservedAt: now, updatedAt: now })
      .where(and(eq(table.id, Number(id)), takeableCondition(table)))
      .returning({ id: table.id, number: table.number })
    // PostgreSQL's numeric columns may come back as strings.
    return rows[0] ? { id: Number(rows[0].id), number: Number(rows[0].number) } : null
  }

  if (request.preferred) {
    for (const candidate of await free(request.preferred)) {
      const taken = await take(candidate.id)
      if (taken) return taken
    }
    if (request.onlyPreferred) return null
  }
  for (;;) {
    const candidates = await free()
    if (!candidates.length) return null
    for (const candidate of candidates) {
      const taken = await take(candidate.id)
      if (taken) return taken
    }
  }
}
