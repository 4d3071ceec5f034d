import 'server-only'
import { payloadClient } from '@/server/payload/client'
import { logger } from '@/server/log/logger'

const TIMEOUT_MS = 2000

export async function databaseHealthy(): Promise<boolean> {
  try {
    const payload = await payloadClient()
    await Promise.race([
      payload.count({ collection: 'admins', overrideAccess: true }),
      new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), TIMEOUT_MS)),
    ])
    return true
  } catch (err) {
    logger.error({ err }, 'health check: database not answering')
    return false
  }
}
