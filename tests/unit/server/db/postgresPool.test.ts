import { describe, expect, it } from 'vitest'
import { CONNECTION_TIMEOUT_MS, postgresPoolOptions, watchedPg } from '@/server/db/postgresPool'

// Issue 20, faults: "requests fail fast while it is down and the processes recover by themselves after."
describe('PostgreSQL pool options', () => {
  const url = 'postgres://maison@db.example:5432/maison'

  it('bounds the wait for a connection and the length of a statement', () => {
    expect(postgresPoolOptions(url, {})).toMatchObject({
      connectionString: url,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      statement_timeout: 30_000,
      idle_in_transaction_session_timeout: 30_000,
      keepAlive: true,
    })
    expect(CONNECTION_TIMEOUT_MS).toBeLessThanOrEqual(5_000)
  })

  it('waits longer for a connection only where DATABASE_CONNECT_TIMEOUT_MS says so (the busy test suites)', () => {
    expect(postgresPoolOptions(url, { DATABASE_CONNECT_TIMEOUT_MS: '30000' }).connectionTimeoutMillis).toBe(30_000)
    for (const bad of ['', '0', '-1', 'soon', '1.5'])
      expect(postgresPoolOptions(url, { DATABASE_CONNECT_TIMEOUT_MS: bad }).connectionTimeoutMillis).toBe(CONNECTION_TIMEOUT_MS)
  })

  it('leaves the statement time of the migrate command unbounded (a migration may rebuild a large table)', () => {
    const options = postgresPoolOptions(url, { PAYLOAD_MIGRATING: 'true' })
    expect(options).not.toHaveProperty('statement_timeout')
    expect(options.connectionTimeoutMillis).toBe(CONNECTION_TIMEOUT_MS)
  })

  it('gives the adapter a pool that listens for its own error event, so a lost idle connection is not thrown', () => {
    const pool = new watchedPg!.Pool({ connectionString: url })
    expect(pool.listenerCount('error')).toBe(1)
    expect(() => pool.emit('error', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).not.toThrow()
    return pool.end()
  })
})
