import type { AccountRole } from '@/domain/profile'

/**
 * The account roles that order from the house: they may use the trade shop, and their profile shows
 * currency and portal locations; a customer (end consumer) may not (spec 2 §6).
 */
export const tradeRoles: readonly AccountRole[] = ['jeweller', 'staff_manager']

export function hasTradeRole(role: unknown): boolean {
  return typeof role === 'string' && (tradeRoles as readonly string[]).includes(role)
}
