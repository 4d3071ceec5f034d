import 'server-only'
import type { Payload } from 'payload'
import type { UrlLocale } from '@/i18n/locales'
import type { Currency } from '@/domain/trade/currencies'
import { shippingAmountFor, type WeightTier } from '@/domain/trade/shippingCost'

export type ShippingMethod = { id: number; name: string; tiers: WeightTier[] }

/**
 * The shipping methods of a store's market: active, serving its country, priced in its currency, in
 * the house's order. One query; a market without methods answers none (the cart says so).
 */
export async function marketShippingMethods(payload: Payload, market: { country: string; currency: Currency }, locale: UrlLocale): Promise<ShippingMethod[]> {
  if (!market.country) return []
  const { docs } = await payload.find({
    collection: 'shipping-methods',
    where: { and: [{ active: { equals: true } }, { currency: { equals: market.currency } }] },
    sort: ['position', 'id'],
    locale,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  // A handful of methods per currency: the country is matched here, exactly, rather than in a list query.
  return docs
    .filter((doc) => (doc.countries ?? []).some((c) => c.trim().toUpperCase() === market.country))
    .map((doc) => ({
      id: doc.id,
      name: doc.name,
      tiers: (doc.tiers ?? []).map((t) => ({ upToGrams: typeof t.upToGrams === 'number' ? t.upToGrams : null, amount: Number(t.amount) })),
    }))
}

/** The methods that can carry a weight, each with its cost for it. */
export function availableFor(methods: readonly ShippingMethod[], weightGrams: number): (ShippingMethod & { amount: number })[] {
  return methods.flatMap((method) => {
    const amount = shippingAmountFor(method.tiers, weightGrams)
    return amount === null ? [] : [{ ...method, amount }]
  })
}
