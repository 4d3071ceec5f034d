import config from '@payload-config'
import { getPayload } from 'payload'
import { migrateDatabase } from '@/server/boot/migrate'
import { logger } from '@/server/log/logger'
import { ensureSearchIndex } from '@/server/search/searchService'
import { seedIfEmpty } from '@seed/seedHouse'

export async function boot(): Promise<void> {
  const payload = await getPayload({ config })
  if (process.env.NODE_ENV !== 'production') await migrateDatabase(payload)
  if (process.env.SEED !== '0') {
    try {
      await seedIfEmpty(payload)
    } catch (err) {
      // A half-seeded demo is still a working site; the next start completes it (seeding is idempotent).
      logger.error({ err }, 'demo seed failed')
    }
  }
  // Built in the background: the site answers meanwhile, and the first search waits for it.
  ensureSearchIndex(payload).catch((err: unknown) => logger.error({ err }, 'search index not built'))
}
