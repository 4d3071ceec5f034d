import 'server-only'
import type { Payload } from 'payload'
import type { PriceListAmounts } from '@/payload-types'
import { buildArticleNumber } from '@/domain/trade/buildArticleNumber'
import type { Currency } from '@/domain/trade/currencies'
import { parseArticleNumber } from '@/domain/trade/parseArticleNumber'
import { listAmount } from '@/server/trade/priceAmounts'
import { relationId } from '@/server/payload/relationId'

/** The base SKU code of an item's article number: no length, no special colour or length; null if it is none. */
export function baseSkuCodeOf(articleNumber: string): string | null {
  try {
    const parts = parseArticleNumber(articleNumber)
    return buildArticleNumber({ ...parts, length: null, specialColor: null, specialLength: null })
  } catch {
    return null
  }
}

/**
 * Issue 34: the recommended retail price of each item, in its store's currency (issue 33's RRP on
 * the product group's base SKU of the item's metal colour, in that currency's price list), keyed by
 * the item's id; an item without one (no such SKU or group, no RRP in that currency) is left out.
 * Three queries for a whole page, whatever its size.
 */
export async function recommendedRetailPrices(
  payload: Payload,
  items: readonly { id: number; articleNumber: string; location: number }[],
  storeCurrencies: ReadonlyMap<number, Currency>,
): Promise<Map<number, number>> {
  const codeOf = new Map(items.map((i) => [Number(i.id), baseSkuCodeOf(i.articleNumber)]))
  const codes = [...new Set([...codeOf.values()].filter((c): c is string => c !== null))]
  const wanted = [...new Set(items.flatMap((i) => storeCurrencies.get(Number(i.location)) ?? []))]
  if (!codes.length || !wanted.length) return new Map()
  const [skus, lists] = await Promise.all([
    payload.find({ collection: 'skus', where: { code: { in: codes } }, depth: 0, pagination: false, overrideAccess: true, select: { code: true } }),
    payload.find({
      collection: 'price-lists',
      where: { currency: { in: wanted } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { currency: true },
    }),
  ])
  if (!skus.docs.length || !lists.docs.length) return new Map()
  const skuCode = new Map(skus.docs.map((s) => [String(s.id), s.code]))
  const { docs: groups } = await payload.find({
    collection: 'product-groups',
    where: { 'baseSkus.sku': { in: [...skuCode.keys()] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { baseSkus: true },
  })
  // The RRP rows of each base SKU code (a SKU is one colour's base of one group).
  const rrpOf = new Map<string, PriceListAmounts | null | undefined>()
  for (const g of groups)
    for (const row of g.baseSkus ?? []) {
      const code = skuCode.get(String(relationId(row.sku)))
      if (code && !rrpOf.has(code)) rrpOf.set(code, row.rrp)
    }
  const listOf = new Map(lists.docs.map((l) => [l.currency as string, l.id]))
  const out = new Map<number, number>()
  for (const item of items) {
    const code = codeOf.get(Number(item.id))
    const currency = storeCurrencies.get(Number(item.location))
    const list = currency ? listOf.get(currency) : undefined
    if (!code || list === undefined || !rrpOf.has(code)) continue
    const amount = listAmount(rrpOf.get(code), list)
    if (amount !== null) out.set(Number(item.id), amount)
  }
  return out
}
