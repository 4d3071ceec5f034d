import 'server-only'
import type { AccountRole } from '@/domain/profile'

/** The account roles that may use the trade shop; a customer (end consumer) may not (spec 2 §6). */
export const tradeRoles: readonly AccountRole[] = ['jeweller', 'staff_manager']

export function hasTradeRole(role: unknown): boolean {
  return typeof role === 'string' && (tradeRoles as readonly string[]).includes(role)
}
