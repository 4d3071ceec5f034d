import 'server-only'
import { logger } from '@/server/log/logger'

const logged = new Set<string>()

/**
 * Says once per process and group and currency why a group is not in the shop: it would otherwise
 * repeat on every page of every store's product list.
 */
export function logLeftOut(uuid: string, currency: string, reason: string): void {
  const key = `${uuid}:${currency}:${reason}`
  if (logged.has(key)) return
  logged.add(key)
  logger.warn({ group: uuid, currency, reason }, 'product group left out of the trade shop')
}
