import 'server-only'
import type { Payload } from 'payload'
import { invalidField } from '@/server/http/errors'
import { shopCatalogue } from '@/server/trade/catalogue'
import type { CommerceSession } from '@/server/trade/commerceAuth'
import { deliveryDaysFor } from '@/server/trade/priceLists'
import { PRODUCTS_PER_PAGE, type ProductsQuery } from '@/server/trade/productsQuery'
import { maxJewelleryPieces } from '@/server/trade/tradeSettings'

/**
 * GET /api/v1/commerce/products/?language=&currency=&page= (commerce token): the shop's product
 * groups with every price in minor units of the token's store currency. The currency is the
 * store's, never the caller's choice: a different one is refused rather than silently replaced.
 * Groups are filtered before paging, so a page is short only at the end of the list. `delivery_days`
 * are the market's (src/domain/trade/deliveryDays.ts): the shop's calendar offers only those;
 * `max_jewellery_pieces` the house's setting (issue 33), the pieces the order form offers.
 */
export async function listProducts(payload: Payload, { session, query }: { session: CommerceSession; query: ProductsQuery }) {
  const { store } = session
  const { language, currency, page } = query
  if (currency !== undefined && currency !== store.currency) {
    throw invalidField('currency', `The store orders in ${store.currency}; prices in ${currency} are not given.`)
  }
  const [groups, deliveryDays, maxPieces] = await Promise.all([
    shopCatalogue(payload, store.currency, language),
    deliveryDaysFor(payload, store.currency),
    maxJewelleryPieces(payload),
  ])
  const results = groups.slice((page - 1) * PRODUCTS_PER_PAGE, page * PRODUCTS_PER_PAGE)
  return { results, currency: store.currency, page, per_page: PRODUCTS_PER_PAGE, delivery_days: deliveryDays, max_jewellery_pieces: maxPieces }
}
