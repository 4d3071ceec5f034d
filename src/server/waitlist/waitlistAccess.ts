import 'server-only'
import type { Payload } from 'payload'
import { hasTradeRole } from '@/domain/trade/tradeRoles'
import type { AccountUser } from '@/server/auth/users'
import { heldStoreIds } from '@/server/auth/heldStoreIds'
import { articleOrderStoreIds } from '@/server/trade/orderingStores'

/** What the waitlist form carries from the profile (spec 3 §3 jeweller_name, jeweller_customer_id). */
export type WaitlistJeweller = { jewellerName: string; customerId: string }

/**
 * Whether a signed-in account may ask for the yearly ring's waitlist (src/domain/waitlist.ts), and
 * as which jeweller: the first store it holds with orders:create_article_order (a ring of the year is
 * an article; a grant for a store no longer held counts for nothing, as in the portal). Null: not permitted.
 */
export async function waitlistJeweller(payload: Payload, user: AccountUser | null): Promise<WaitlistJeweller | null> {
  if (!user || !hasTradeRole(user.role)) return null
  const ordering = await articleOrderStoreIds(payload, user)
  const store = heldStoreIds(user).find((id) => ordering.has(id))
  if (!store) return null
  const names = new Map((user.portal_locations ?? []).map((l) => (typeof l === 'object' && l ? [String(l.id), l.name] : [String(l), ''])))
  let jewellerName = names.get(store) ?? ''
  if (!jewellerName) {
    const doc = await payload.findByID({ collection: 'jewelers', id: store, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true } })
    jewellerName = doc?.name ?? ''
  }
  return { jewellerName, customerId: user.customerId ?? '' }
}
