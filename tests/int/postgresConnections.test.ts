import pg from 'pg'
import { afterAll, expect, it, vi } from 'vitest'
import { stopSearchIndex } from '@/server/search/searchService'
import { describeDb, testPayload } from '../support/payload'

// Issue 20, faults: "Stop and start PostgreSQL … under load: requests fail fast while it is down and
// the processes recover by themselves after." PostgreSQL only (SQLite has no server to lose): the
// SQLite project leaves this file out (vitest.config.ts).
describeDb('PostgreSQL connections ended by the server', () => {
  afterAll(() => stopSearchIndex())

  it('drops the ended idle connections without ending the process, and the next query opens a new one', async () => {
    const payload = await testPayload()
    const pool = (payload.db as unknown as { pool: pg.Pool }).pool
    // Several queries at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => payload.count({ collection: 'admins', overrideAccess: true })))
    expect(pool.idleCount).toBeGreaterThan(0)

    // What a PostgreSQL shutdown or restart does to every session: FATAL 57P01 on each connection.
    // Without a listener for the pool's 'error' event, node-postgres throws it: the test run (like a
    // server process) ends with an uncaught exception.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    )
    await admin.end()
    expect(rowCount).toBeGreaterThan(0)
    await vi.waitFor(() => expect(pool.idleCount).toBe(0))

    expect(await payload.count({ collection: 'admins', overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it('cancels a statement after 30 s instead of holding its connection and locks', async () => {
    const payload = await testPayload()
    const pool = (payload.db as unknown as { pool: pg.Pool }).pool
    const { rows } = await pool.query('show statement_timeout')
    expect(rows[0].statement_timeout).toBe('30s')
    const { rows: idle } = await pool.query('show idle_in_transaction_session_timeout')
    expect(idle[0].idle_in_transaction_session_timeout).toBe('30s')
  })
})
