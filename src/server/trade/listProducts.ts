import 'server-only'
import type { Payload } from 'payload'
import { fieldErrors, json } from '@/server/http/drf'
import { shopCatalogue } from '@/server/trade/catalogue'
import { authenticateCommerce } from '@/server/trade/commerceAuth'
import { deliveryDaysFor } from '@/server/trade/priceLists'
import { PRODUCTS_PER_PAGE, parseProductsQuery } from '@/server/trade/productsQuery'

/**
 * GET /api/v1/commerce/products/?language=&currency=&page= (commerce token): the shop's product
 * groups with every price in minor units of the token's store currency. The currency is the
 * store's, never the caller's choice: a different one is refused rather than silently replaced.
 * Groups are filtered before paging, so a page is short only at the end of the list. `delivery_days`
 * are the market's (src/domain/trade/deliveryDays.ts): the shop's calendar offers only those.
 */
export async function listProducts(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticateCommerce(payload, request)
  if ('response' in auth) return auth.response
  const { store } = auth.session
  const parsed = parseProductsQuery(new URL(request.url).searchParams)
  if (parsed.errors) return fieldErrors(parsed.errors)
  const { language, currency, page } = parsed.query
  if (currency !== undefined && currency !== store.currency) {
    return fieldErrors({ currency: [`The store orders in ${store.currency}; prices in ${currency} are not given.`] })
  }
  const [groups, deliveryDays] = await Promise.all([shopCatalogue(payload, store.currency, language), deliveryDaysFor(payload, store.currency)])
  const results = groups.slice((page - 1) * PRODUCTS_PER_PAGE, page * PRODUCTS_PER_PAGE)
  return json({ results, currency: store.currency, page, per_page: PRODUCTS_PER_PAGE, delivery_days: deliveryDays })
}
