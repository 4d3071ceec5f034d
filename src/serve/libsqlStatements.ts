// Reuses the SQLite driver's prepared statements, a bounded number per connection.
//
// Why: @libsql/client prepares a new statement for every query and never finalizes it (libsql-js
// has no finalize()); a statement's native memory is freed only when V8 collects its small JS
// wrapper, and V8 does not know about that memory, so it collects late. Payload's document reads
// select from every block table in one statement (hundreds of KB prepared), so statements waiting
// for a GC piled up to ~500 MB during the demo seed (heaptrack), and glibc then kept the freed
// memory: the server stayed at ~1.2 GB resident with a 180 MB JS heap. Kept, most of Payload's
// queries are compiled once. docs/decisions.md, "Server memory".
import { createRequire } from 'node:module'

export const STATEMENTS_PER_CONNECTION = 200

type Prepare = ((this: object, sql: string) => unknown) & { reusesStatements?: boolean }
/** A class whose connections prepare statements, as much of it as is patched here. */
export type Preparing = { prototype: { prepare: Prepare } }
/** libsql's `Database` class: `new Database(path)` opens a connection. */
export type LibsqlDatabase = (new (path: string) => object) & Preparing

/** Makes `Database.prototype.prepare` of a libsql module return a kept statement for the same SQL. */
export function reuseStatements(Database: Preparing, capacity = STATEMENTS_PER_CONNECTION): void {
  const prepare = Database.prototype.prepare
  if (prepare.reusesStatements) return
  // Per connection, least recently used first (a Map keeps insertion order). A WeakMap, so a closed
  // connection's statements go with it.
  const byConnection = new WeakMap<object, Map<string, unknown>>()
  function prepareOrReuse(this: object, sql: string) {
    let statements = byConnection.get(this)
    if (!statements) byConnection.set(this, (statements = new Map()))
    let statement = statements.get(sql)
    if (statement) statements.delete(sql)
    else statement = prepare.call(this, sql)
    statements.set(sql, statement)
    if (statements.size > capacity) statements.delete(statements.keys().next().value!)
    return statement
  }
  prepareOrReuse.reusesStatements = true
  Database.prototype.prepare = prepareOrReuse
}

/** The libsql module Payload's SQLite adapter uses (through @libsql/client), wherever npm put it. */
export function payloadLibsql(): LibsqlDatabase {
  const adapter = createRequire(import.meta.resolve('@payloadcms/db-sqlite'))
  return createRequire(adapter.resolve('@libsql/client'))('libsql')
}
