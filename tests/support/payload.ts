import type { Payload } from 'payload'
import { describeUnless } from './skipReport'

/**
 * describe() for integration suites: skipped when PostgreSQL is not usable locally (never in CI:
 * database.setup.ts fails there), and the reason reported to `npm test`'s summary.
 */
export const describeDb = (name: string, fn: () => void): void => describeUnless(process.env.SKIP_POSTGRES, name, fn)

/** Payload on this file's fresh database, migrated exactly as production migrates. */
export async function testPayload(): Promise<Payload> {
  const [{ default: config }, { getPayload }, { migrateDatabase }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/server/boot/migrate'),
  ])
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  return payload
}
