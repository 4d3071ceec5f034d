// No 'server-only' marker: collection hooks use this, and the payload CLI (migrate, generate:types) loads them.
import type { Payload } from 'payload'

/**
 * The parts of Payload's drizzle adapters (SQLite and PostgreSQL alike) that the trade's conditional
 * writes use. Typed loosely on purpose: the two dialects' table types differ, and the statements
 * built here stay within what both understand.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
export type Drizzle = any
export type Table = any
type Adapter = { name: string; drizzle: Drizzle; tables: Record<string, Table>; tableNameMap: Map<string, string> }

const adapterOf = (payload: Payload) => payload.db as unknown as Adapter

/** The drizzle table of a collection's main table ('orders', 'order_lines', 'limitation_numbers'). */
export function tableOf(payload: Payload, name: string): Table {
  const db = adapterOf(payload)
  const table = db.tables[db.tableNameMap.get(name) ?? name]
  if (!table) throw new Error(`No table ${name}`)
  return table
}

export function drizzleOf(payload: Payload): Drizzle {
  return adapterOf(payload).drizzle
}

export const isPostgres = (payload: Payload): boolean => adapterOf(payload).name === 'postgres'

/**
 * Runs statements as one database transaction. On PostgreSQL a transaction runs them in order. On
 * SQLite a libsql batch does: BEGIN … COMMIT on the adapter's own connection in one synchronous
 * step, so no other request's statement can slip in between. (A drizzle transaction on SQLite
 * would move the adapter to a second connection without its busy timeout, and a concurrent write
 * would fail with SQLITE_BUSY.) A statement that throws rolls everything back; conditions that
 * must hold are written into the statements' WHERE clauses, since a batch cannot branch. Answers
 * each statement's result (the rows of a RETURNING), in order.
 */
export async function runAtomically(payload: Payload, statements: (db: Drizzle) => unknown[]): Promise<unknown[]> {
  const db = adapterOf(payload)
  if (db.name === 'sqlite') {
    const batch = statements(db.drizzle)
    return batch.length ? ((await db.drizzle.batch(batch)) as unknown[]) : []
  }
  return db.drizzle.transaction(async (tx: Drizzle) => {
    const results: unknown[] = []
    for (const statement of statements(tx)) results.push(await statement)
    return results
  })
}
