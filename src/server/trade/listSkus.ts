import 'server-only'
import type { Payload } from 'payload'
import { fieldErrors, json } from '@/server/http/drf'
import { parseFields } from '@/server/http/zodErrors'
import { logger } from '@/server/log/logger'
import { authenticateCommerce } from '@/server/trade/commerceAuth'
import { findSkus } from '@/server/trade/findSkus'
import { listAmount } from '@/server/trade/priceAmounts'
import { priceListIdFor } from '@/server/trade/priceLists'
import { SKU_FILTER, skusParams } from '@/server/trade/schemas'

export { SKU_FILTER }

/**
 * GET /api/v1/commerce/skus/?filter[code_in]=A,B (commerce token): the SKUs with their price in the
 * store's currency (null when its price list has none), in the order asked. Spec 2 §8 reports an
 * unknown SKU to an error tracker: it is an error log line naming the code, and the answer is 404.
 */
export async function listSkus(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticateCommerce(payload, request)
  if ('response' in auth) return auth.response
  const { store } = auth.session
  const query = parseFields(skusParams, { [SKU_FILTER]: new URL(request.url).searchParams.getAll(SKU_FILTER) })
  if (query.errors) return fieldErrors(query.errors)
  const codes = query.data[SKU_FILTER]

  const [skus, priceListId] = await Promise.all([findSkus(payload, codes), priceListIdFor(payload, store.currency)])
  const unknown = codes.filter((code) => !skus.has(code))
  if (unknown.length) {
    for (const code of unknown) logger.error({ requestId: request.headers.get('x-request-id') ?? undefined, code, store: store.id }, 'commerce: sku not found')
    return json({ detail: `No SKU with the code ${unknown.map((c) => JSON.stringify(c)).join(', ')}.` }, 404)
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
  return json({ results })
}
