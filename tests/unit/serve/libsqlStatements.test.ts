import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { payloadLibsql, reuseStatements } from '@/serve/libsqlStatements'

type Statement = { run(args: unknown[]): unknown; all(args: unknown[]): unknown[] }
type Connection = { exec(sql: string): void; prepare(sql: string): Statement }
type DatabaseClass = new (path: string) => Connection

/** A subclass, so the test patches its own prototype, not the driver every other test uses. */
function reusingDatabase(capacity?: number) {
  const Libsql = payloadLibsql() as DatabaseClass
  const prepared: string[] = []
  class Counting extends Libsql {
    prepare(sql: string) {
      prepared.push(sql)
      return super.prepare(sql)
    }
  }
  class Reusing extends Counting {}
  reuseStatements(Reusing, capacity)
  const connect = () => {
    const db = new Reusing(':memory:')
    db.exec('create table t (id integer primary key, v text unique)')
    return db
  }
  return { connect, prepared }
}

describe('reused SQLite statements (src/serve/libsqlStatements.ts)', () => {
  it('patches the libsql module that @libsql/client, Payload’s driver, loads', () => {
    const client = createRequire(import.meta.resolve('@payloadcms/db-sqlite'))
    const fromClient = createRequire(client.resolve('@libsql/client'))('libsql')
    expect(payloadLibsql()).toBe(fromClient)
  })

  it('compiles each SQL once per connection and gives right answers for new arguments', () => {
    const { connect, prepared } = reusingDatabase()
    const db = connect()
    for (const v of ['a', 'b', 'c']) db.prepare('insert into t (v) values (?)').run([v])
    expect(db.prepare('select v from t where id > ? order by id').all([1])).toEqual([{ v: 'b' }, { v: 'c' }])
    expect(db.prepare('select v from t where id > ? order by id').all([2])).toEqual([{ v: 'c' }])
    expect(prepared.filter((sql) => sql.startsWith('insert'))).toHaveLength(1)
    expect(connect().prepare('insert into t (v) values (?)')).not.toBe(db.prepare('insert into t (v) values (?)'))
  })

  it('reuses a statement after it failed', () => {
    const db = reusingDatabase().connect()
    const insert = (v: string) => db.prepare('insert into t (v) values (?)').run([v])
    insert('a')
    expect(() => insert('a')).toThrow(/UNIQUE/)
    insert('b')
    expect(db.prepare('select v from t order by id').all([])).toEqual([{ v: 'a' }, { v: 'b' }])
  })

  it('keeps at most `capacity` statements, dropping the least recently used', () => {
    const { connect, prepared } = reusingDatabase(2)
    const db = connect()
    prepared.length = 0
    for (const sql of ['select 1', 'select 2', 'select 1', 'select 3', 'select 1', 'select 2']) db.prepare(sql)
    // "select 2" was dropped when "select 3" came in, so it is compiled again at the end.
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2'])
  })
})
