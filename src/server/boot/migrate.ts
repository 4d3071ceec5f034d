import type { Payload } from 'payload'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { databaseTarget } from '@/server/config/database'

/**
 * Applies pending migrations. Production does this inside Payload's connect (prodMigrations);
 * development and tests call it here, so no database is ever built by schema push.
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const migrations = databaseTarget().kind === 'postgres' ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations: migrations as never })
}
