import config from '@payload-config'
import { getPayload } from 'payload'
import { migrateDatabase } from '@/server/boot/migrate'
import { logger } from '@/server/log/logger'
import { seedIfEmpty } from '@seed/seedHouse'

export async function boot(): Promise<void> {
  const payload = await getPayload({ config })
  if (process.env.NODE_ENV !== 'production') await migrateDatabase(payload)
  if (process.env.SEED === '0') return
  try {
    await seedIfEmpty(payload)
  } catch (err) {
    // A half-seeded demo is still a working site; the next start completes it (seeding is idempotent).
    logger.error({ err }, 'demo seed failed')
  }
}
