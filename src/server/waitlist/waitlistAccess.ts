import 'server-only'
import type { Payload } from 'payload'
import { WAITLIST_PERMISSION } from '@/domain/waitlist'
import { hasTradeRole } from '@/domain/trade/tradeRoles'
import type { AccountUser } from '@/server/auth/users'
import { heldStoreIds } from '@/server/trade/heldStores'
import { relationId } from '@/server/trade/relationId'

/** What the waitlist form carries from the profile (spec 3 §3 jeweller_name, jeweller_customer_id). */
export type WaitlistJeweller = { jewellerName: string; customerId: string }

/**
 * Whether a signed-in account may ask for the yearly ring's waitlist (src/domain/waitlist.ts), and
 * as which jeweller: the first store it holds with the permission (a grant for a store no longer
 * held counts for nothing, as in the portal). Null: not permitted.
 */
export async function waitlistJeweller(payload: Payload, user: AccountUser | null): Promise<WaitlistJeweller | null> {
  if (!user || !hasTradeRole(user.role)) return null
  const held = heldStoreIds(user)
  if (!held.length) return null
  const { docs } = await payload.find({
    collection: 'location-users',
    where: { and: [{ user: { equals: user.id } }, { permissions: { in: [WAITLIST_PERMISSION] } }] },
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
    select: { location: true },
  })
  const granted = new Set(docs.map((d) => String(relationId(d.location))))
  const store = held.find((id) => granted.has(id))
  if (!store) return null
  const names = new Map((user.portal_locations ?? []).map((l) => (typeof l === 'object' && l ? [String(l.id), l.name] : [String(l), ''])))
  let jewellerName = names.get(store) ?? ''
  if (!jewellerName) {
    const doc = await payload.findByID({ collection: 'jewelers', id: store, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true } })
    jewellerName = doc?.name ?? ''
  }
  return { jewellerName, customerId: user.customerId ?? '' }
}
