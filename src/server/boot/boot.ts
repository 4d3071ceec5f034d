import config from '@payload-config'
import { getPayload } from 'payload'
import { setBootState } from '@/server/boot/bootState'
import { migrateDatabase } from '@/server/boot/migrate'
import { watchStalledJobs } from '@/server/jobs/stalledJobs'
import { logger } from '@/server/log/logger'
import { ensureSearchIndex } from '@/server/search/searchService'
import { seedIfEmpty } from '@seed/seedHouse'

export async function boot(): Promise<void> {
  setBootState({ phase: 'starting' })
  // Payload starts its job runner (autoRun: mail retries, held confirmations, housekeeping) only for
  // a getPayload call with cron; otherwise only the first admin or /cms-api request started it, and
  // a restarted process ran no jobs at all (seen with `npm run faults`: held mails never sent).
  const payload = await getPayload({ config, cron: process.env.NODE_ENV === 'production' })
  if (process.env.NODE_ENV !== 'production') await migrateDatabase(payload)
  if (process.env.SEED !== '0') {
    setBootState({ phase: 'seeding' })
    try {
      await seedIfEmpty(payload)
    } catch (err) {
      // Not ready, and health says so (503): a half-seeded house must not look like a working one.
      logger.error({ err }, 'demo seed failed: the site stays unready; start again on an empty database')
      setBootState({ phase: 'failed', reason: 'seed failed' })
      return
    }
  }
  try {
    // Part of "ready": a load balancer must not send searches to a process without an index.
    await ensureSearchIndex(payload)
  } catch (err) {
    logger.error({ err }, 'search index not built')
    setBootState({ phase: 'failed', reason: 'search index not built' })
    return
  }
  setBootState({ phase: 'ready' })
  // Only where the job runner runs (the production server), as Payload's autoRun.
  if (process.env.NODE_ENV === 'production') watchStalledJobs(payload)
}
