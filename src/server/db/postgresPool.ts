// No 'server-only' marker: payload.config.ts uses this, and the payload CLI loads that config.
import type { postgresAdapter } from '@payloadcms/db-postgres'
import pg from 'pg'
import { logger } from '@/server/log/logger'

// The adapter's own node-postgres types (its @types/pg is older than the project's).
type AdapterArgs = Parameters<typeof postgresAdapter>[0]

/**
 * How long a request may wait for a connection from the pool, or for PostgreSQL to accept a new one,
 * before the call fails. Without it node-postgres waits forever: with the pool's connections all
 * busy or the server unreachable, requests would hang instead of failing fast (issue 20, faults).
 */
export const CONNECTION_TIMEOUT_MS = 5_000
/**
 * A statement running longer is cancelled by the server, and a transaction left open without a
 * statement is ended: neither holds a connection and its locks while the request that wanted it has
 * long given up. The payload CLI's migrate (PAYLOAD_MIGRATING) is exempt: a migration may rebuild a
 * large table.
 */
export const STATEMENT_TIMEOUT_MS = 30_000
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000

/**
 * The connection timeout: CONNECTION_TIMEOUT_MS, or DATABASE_CONNECT_TIMEOUT_MS where waiting longer
 * is right. The integration suites set it (vitest.config.ts): two of them run side by side with other
 * work on a 2-core machine, where PostgreSQL can take longer than 5 s to start a backend, and a test
 * should wait for its connection rather than fail for it.
 */
export function connectionTimeout(env: Record<string, string | undefined> = process.env): number {
  const ms = Number(env.DATABASE_CONNECT_TIMEOUT_MS)
  return Number.isInteger(ms) && ms > 0 ? ms : CONNECTION_TIMEOUT_MS
}

export function postgresPoolOptions(url: string, env: Record<string, string | undefined> = process.env): AdapterArgs['pool'] {
  const migrating = env.PAYLOAD_MIGRATING === 'true'
  return {
    connectionString: url,
    connectionTimeoutMillis: connectionTimeout(env),
    ...(migrating ? {} : { statement_timeout: STATEMENT_TIMEOUT_MS, idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS }),
    // Notices a dead peer (a server gone without closing the socket) on idle connections.
    keepAlive: true,
  }
}

/**
 * node-postgres's Pool with a listener for its 'error' event. An idle connection that the server
 * ends (PostgreSQL stopped or restarted, the connection terminated) is dropped by the pool, which
 * then emits 'error'; an EventEmitter's 'error' without a listener is thrown, and the thrown error
 * ended the whole server process (seen with `npm run faults`: one `pg_ctl stop` killed every maison
 * process). Logged here instead: the pool opens new connections once the server is back.
 */
class WatchedPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config)
    this.on('error', (err: Error & { code?: string }) =>
      logger.warn({ err: { message: err.message, code: err.code } }, 'database connection lost; the pool reconnects on the next query'),
    )
  }
}

/** node-postgres as Payload's adapter takes it (its `pg` option), with the watched pool. */
export const watchedPg = Object.create(pg, { Pool: { value: WatchedPool, enumerable: true } }) as AdapterArgs['pg']
