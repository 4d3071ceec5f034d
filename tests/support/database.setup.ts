import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, inject } from 'vitest'
import { createTestDatabase, postgresProblem, type TestDatabase } from './testDatabase'

/**
 * Each integration test file gets its own fresh database of the project's kind
 * (int-sqlite or int-postgres), its own upload folder and mail outbox.
 */
const kind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'
let database: TestDatabase | undefined

const postgresDown = kind === 'postgres' ? await postgresProblem() : null
if (postgresDown) {
  if (process.env.CI) throw new Error(`PostgreSQL is required in CI: ${postgresDown}`)
  // The reason, for describeDb to report (tests/support/payload.ts).
  process.env.SKIP_POSTGRES = postgresDown
} else {
  // A copy of the run's migrated template when the global setup made one (tests/support/migratedTemplate.ts).
  const template = inject('migratedTemplate')
  database = await createTestDatabase(kind, template?.kind === kind ? template.database : undefined)
  process.env.DATABASE_URL = database.url
}
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-files-'))
process.env.UPLOAD_DIR = path.join(scratch, 'uploads')
process.env.MAIL_OUTBOX_DIR = path.join(scratch, 'outbox')
process.env.DATA_DIR = scratch
process.env.PAYLOAD_SECRET = 'test-secret-not-for-production'

afterAll(async () => {
  // Payload's destroy() leaves the connection open; close it so the database can be dropped.
  type Db = { pool?: { end: () => Promise<void> }; client?: { close: () => void } }
  const cache = (globalThis as { _payload?: Map<string, { payload?: { db: Db } | null }> })._payload
  const db = cache?.get('default')?.payload?.db
  // A client Payload keeps checked out would hold end() forever: give it a moment, then drop the
  // database with force and ignore that client's "terminating connection" (57P01) error.
  process.on('uncaughtException', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') throw err
  })
  await Promise.race([db?.pool?.end().catch(() => {}), new Promise((r) => setTimeout(r, 1000))])
  db?.client?.close()
  await database?.drop()
  fs.rmSync(scratch, { recursive: true, force: true })
})
