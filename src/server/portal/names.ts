import 'server-only'
import type { Payload } from 'payload'
import type { Currency } from '@/domain/trade/currencies'
import { shopCurrencyOf } from '@/server/trade/shopCurrency'

/**
 * Store names (and currencies: what a sale is recorded in, issue 34) and user names for the rows of a
 * page: two small queries, whatever the page size.
 */
export async function rowNames(payload: Payload, storeIds: number[], userIds: number[]) {
  const [stores, users] = await Promise.all([
    storeIds.length
      ? payload.find({
          collection: 'jewelers',
          where: { id: { in: [...new Set(storeIds)] } },
          depth: 0,
          pagination: false,
          overrideAccess: true,
          select: { name: true, currency: true },
        })
      : { docs: [] },
    userIds.length
      ? payload.find({
          collection: 'users',
          where: { id: { in: [...new Set(userIds)] } },
          depth: 0,
          pagination: false,
          overrideAccess: true,
          select: { first_name: true, last_name: true, email: true },
        })
      : { docs: [] },
  ])
  return {
    stores: new Map(stores.docs.map((s) => [Number(s.id), (s as { name: string }).name])),
    currencies: new Map(
      stores.docs.flatMap((s) => {
        const currency = shopCurrencyOf({ currency: (s as { currency?: string | null }).currency ?? null })
        return currency ? [[Number(s.id), currency] as [number, Currency]] : []
      }),
    ),
    users: new Map(users.docs.map((u) => [Number(u.id), personName(u as { first_name?: string | null; last_name?: string | null; email?: string | null })])),
  }
}

export function personName(u: { first_name?: string | null; last_name?: string | null; email?: string | null }): string {
  return [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email || ''
}
