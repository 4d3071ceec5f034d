import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/** PostgreSQL for tests: DATABASE_TEST_URL, else the local server CI and developers have. */
export const postgresAdminUrl = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * How long the tests' own admin connections wait for PostgreSQL to accept them. With two integration
 * suites side by side, each seeding or copying databases, on a busy 2-core machine, a new backend can
 * take seconds to start: a slow answer is waited for and retried, never taken for a missing server.
 */
const ADMIN_CONNECT_TIMEOUT_MS = 10_000
const ADMIN_CONNECT_ATTEMPTS = 4

/** A connection that did not come in time or was turned away for now: worth asking again. */
export function isTransientConnectError(err: unknown): boolean {
  const { message = '', code } = (err ?? {}) as { message?: string; code?: string }
  // 53300 too many connections, 57P03 the server is starting up; node-postgres's own timeout wording.
  return code === '53300' || code === '57P03' || /timeout|timed out|terminated unexpectedly/i.test(message)
}

/** An admin client, connected; slow or crowded servers are retried, a refused or absent one is not. */
async function adminClient(): Promise<pg.Client> {
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: ADMIN_CONNECT_TIMEOUT_MS })
    client.on('error', () => {}) // a connection dropped later fails the query that used it
    try {
      await client.connect()
      return client
    } catch (err) {
      await client.end().catch(() => {})
      if (attempt >= ADMIN_CONNECT_ATTEMPTS || !isTransientConnectError(err)) throw err
      await new Promise((r) => setTimeout(r, 500 * attempt))
    }
  }
}

/** Why PostgreSQL cannot be used (no answer, refused login, …), or null when `select 1` works. */
export async function postgresProblem(): Promise<string | null> {
  let client: pg.Client | undefined
  try {
    client = await adminClient()
    await client.query('select 1')
    return null
  } catch (err) {
    return `PostgreSQL at ${new URL(postgresAdminUrl).host}: ${(err as Error).message || String(err)}`
  } finally {
    await client?.end().catch(() => {})
  }
}

/** Runs one statement as the PostgreSQL admin (create, drop, copy databases). */
export async function adminQuery(sql: string): Promise<void> {
  const client = await adminClient()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export type TestDatabase = { url: string; drop: () => Promise<void> }

/**
 * A fresh database of the given kind, empty or a copy of `template` (a database of the same kind,
 * tests/support/migratedTemplate.ts); drop() removes it again.
 */
export async function createTestDatabase(kind: 'sqlite' | 'postgres', template?: string): Promise<TestDatabase> {
  const name = `maison_test_${randomBytes(4).toString('hex')}`
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-'))
    const file = path.join(dir, `${name}.db`)
    // The migrating child's last writes may still be in the write-ahead log: it goes along, replayed on open.
    if (template) for (const suffix of ['', '-wal']) if (fs.existsSync(template + suffix)) fs.copyFileSync(template + suffix, file + suffix)
    return { url: `file:${file}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) }
  }
  await adminQuery(template ? `create database ${name} template ${template}` : `create database ${name}`)
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  }
}
