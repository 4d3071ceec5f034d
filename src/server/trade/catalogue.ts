import 'server-only'
import type { Payload, Where } from 'payload'
import type { ProductGroup as ProductGroupDoc, Sku } from '@/payload-types'
import type { UrlLocale } from '@/i18n/locales'
import type { Currency } from '@/domain/trade/currencies'
import type { ProductGroup } from '@/domain/trade/productGroup'
import { catalogueStamp } from '@/server/trade/catalogueStamp'
import { groupProducts } from '@/server/trade/groupProducts'
import { logLeftOut } from '@/server/trade/leftOutLog'
import { priceListIdFor } from '@/server/trade/priceLists'
import { relationId } from '@/server/payload/relationId'
import { toProductGroup } from '@/server/trade/toProductGroup'

export type ShopGroup = { group: ProductGroup; doc: ProductGroupDoc }

const skuIdsOf = (docs: ProductGroupDoc[]) => [
  ...new Set(docs.flatMap((d) => [...(d.baseSkus ?? []).map((r) => relationId(r.sku)), relationId(d.serviceItem?.sku)]).filter((id) => id !== null)),
]

async function skusById(payload: Payload, ids: (number | string)[]): Promise<Map<string, Sku>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({ collection: 'skus', where: { id: { in: ids } }, depth: 0, pagination: false, overrideAccess: true })
  return new Map(docs.map((s) => [String(s.id), s]))
}

/**
 * Product groups as the shop sells them in one currency: every price resolved from the currency's
 * price list, groups without a price there left out (and logged once). Four queries whatever the
 * number of groups: the price list, the groups, their SKUs and (when asked for) their products.
 */
async function loadGroups(payload: Payload, options: { currency: Currency; locale: UrlLocale; where?: Where; withProducts: boolean }): Promise<ShopGroup[]> {
  const priceListId = await priceListIdFor(payload, options.currency)
  const { docs } = await payload.find({
    collection: 'product-groups',
    locale: options.locale,
    where: options.where,
    sort: ['skuPrefix', 'id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (priceListId === null) {
    for (const doc of docs) logLeftOut(doc.uuid, options.currency, 'no price list in the currency')
    return []
  }
  const productIds = options.withProducts ? [...new Set(docs.flatMap((d) => (d.products ?? []).map(relationId)).filter((id) => id !== null))] : []
  const [skus, products] = await Promise.all([skusById(payload, skuIdsOf(docs)), groupProducts(payload, productIds, options.locale)])
  return docs.flatMap((doc) => {
    const result = toProductGroup(doc, { priceListId, skus, products })
    if ('leftOut' in result) {
      logLeftOut(doc.uuid, options.currency, result.leftOut)
      return []
    }
    return [{ group: result.group, doc }]
  })
}

type CachedCatalogue = { stamp: string; groups: Promise<ProductGroup[]> }
const cached = new Map<string, CachedCatalogue>()

/**
 * Every group the shop sells in a currency, in catalogue order (by SKU prefix). Reading 200 groups
 * with their nested price rows takes a few hundred milliseconds, and every page of every store's
 * list needs them: the result is kept per currency and language for as long as the catalogue's
 * stamp is unchanged. Requests arriving while it is computed share the one computation.
 */
export async function shopCatalogue(payload: Payload, currency: Currency, locale: UrlLocale): Promise<ProductGroup[]> {
  const key = `${currency}:${locale}`
  const stamp = await catalogueStamp(payload)
  const hit = cached.get(key)
  if (hit?.stamp === stamp) return hit.groups
  const groups = loadGroups(payload, { currency, locale, withProducts: true }).then((found) => found.map((g) => g.group))
  cached.set(key, { stamp, groups })
  groups.catch(() => cached.get(key)?.groups === groups && cached.delete(key))
  return groups
}

/** One group as the shop sells it in a currency, for pricing a line; null when unknown or not sold there. */
export async function shopGroup(payload: Payload, uuid: string, currency: Currency, locale: UrlLocale = 'de'): Promise<ShopGroup | null> {
  const [found] = await loadGroups(payload, { currency, locale, where: { uuid: { equals: uuid } }, withProducts: false })
  return found ?? null
}
