import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/** PostgreSQL for tests: DATABASE_TEST_URL, else the local server CI and developers have. */
export const postgresAdminUrl = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Why PostgreSQL cannot be used (no answer, refused login, …), or null when `select 1` works. */
export async function postgresProblem(): Promise<string | null> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    await client.query('select 1')
    return null
  } catch (err) {
    return `PostgreSQL at ${new URL(postgresAdminUrl).host}: ${(err as Error).message || String(err)}`
  } finally {
    await client.end().catch(() => {})
  }
}

/** Runs one statement as the PostgreSQL admin (create, drop, copy databases). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export type TestDatabase = { url: string; drop: () => Promise<void> }

/** A fresh, empty database of the given kind; drop() removes it again. */
export async function createTestDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  const name = `maison_test_${randomBytes(4).toString('hex')}`
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-'))
    return { url: `file:${path.join(dir, `${name}.db`)}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) }
  }
  await adminQuery(`create database ${name}`)
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  }
}
