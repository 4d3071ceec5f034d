import 'server-only'
import type { Payload } from 'payload'
import type { Currency } from '@/domain/trade/currencies'

/** The id of a currency's price list, or null when the house has none for it yet. */
export async function priceListIdFor(payload: Payload, currency: Currency): Promise<number | string | null> {
  const { docs } = await payload.find({
    collection: 'price-lists',
    where: { currency: { equals: currency } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { currency: true },
  })
  return docs[0]?.id ?? null
}
