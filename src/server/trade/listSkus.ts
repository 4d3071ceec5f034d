import 'server-only'
import type { Payload } from 'payload'
import { refused } from '@/server/http/errors'
import type { requestLogger } from '@/server/log/logger'
import type { CommerceSession } from '@/server/trade/commerceAuth'
import { findSkus } from '@/server/trade/findSkus'
import { listAmount } from '@/server/trade/priceAmounts'
import { priceListIdFor } from '@/server/trade/priceLists'

/**
 * GET /api/v1/commerce/skus/?filter[code_in]=A,B (commerce token): the SKUs with their price in the
 * store's currency (null when its price list has none), in the order asked. Spec 2 §8 reports an
 * unknown SKU to an error tracker: it is an error log line naming the code, and the answer is 404.
 */
export async function listSkus(
  payload: Payload,
  { session, codes, log }: { session: CommerceSession; codes: string[]; log: ReturnType<typeof requestLogger> },
) {
  const { store } = session

  const [skus, priceListId] = await Promise.all([findSkus(payload, codes), priceListIdFor(payload, store.currency)])
  const unknown = codes.filter((code) => !skus.has(code))
  if (unknown.length) {
    for (const code of unknown) log.error({ code, store: store.id }, 'commerce: sku not found')
    throw refused(404, { detail: `No SKU with the code ${unknown.map((c) => JSON.stringify(c)).join(', ')}.` })
  }
  const results = codes.map((code) => {
    const sku = skus.get(code)!
    const amount = priceListId === null ? null : listAmount(sku.prices, priceListId)
    return {
      code,
      active: sku.active !== false,
      weight_grams: sku.weightGrams,
      delivery_time_weeks: sku.deliveryTimeWeeks,
      price: amount === null ? null : { amount, currency: store.currency },
    }
  })
  return { results }
}
