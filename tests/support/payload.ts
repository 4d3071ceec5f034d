import { describe } from 'vitest'
import type { Payload } from 'payload'

/** describe() for integration suites: skipped (and said so) when PostgreSQL is not reachable locally. */
export const describeDb = describe.skipIf(process.env.SKIP_POSTGRES === '1')

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
