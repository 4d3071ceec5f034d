import 'server-only'
import type { Payload } from 'payload'
import type { Currency } from '@/domain/trade/currencies'
import { readDeliveryDays, type DeliveryDays } from '@/domain/trade/deliveryDays'

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

/** The market's delivery days, kept on its currency's price list (the defaults when there is none). */
export async function deliveryDaysFor(payload: Payload, currency: Currency): Promise<DeliveryDays> {
  const { docs } = await payload.find({
    collection: 'price-lists',
    where: { currency: { equals: currency } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { deliveryWeekdays: true, closedDays: true },
  })
  const list = docs[0]
  return readDeliveryDays(list ? { weekdays: list.deliveryWeekdays, closed: list.closedDays } : null)
}
