import 'server-only'
import type { ProductGroup as ProductGroupDoc, Sku } from '@/payload-types'
import type { EngravingType } from '@/domain/trade/engravingTypes'
import type { Material } from '@/domain/trade/materials'
import type { GroupProduct, LengthOption, ProductGroup } from '@/domain/trade/productGroup'
import type { SpecialColor } from '@/domain/trade/specialColors'
import { listAmount, surchargeAmount } from '@/server/trade/priceAmounts'
import { relationId } from '@/server/payload/relationId'

/** What a group's documents are resolved against: one price list, the SKUs and products it names. */
export type GroupContext = {
  priceListId: number | string
  skus: ReadonlyMap<string, Sku>
  products: ReadonlyMap<string, GroupProduct>
}

export type GroupResult = { group: ProductGroup } | { leftOut: string }

type LengthRows = ProductGroupDoc['articleLengths']

/** A SKU the shop sells in this price list: active and priced; else null. */
function sellable(value: unknown, ctx: GroupContext): { sku: Sku; price: number } | null {
  const id = relationId(value)
  const sku = id === null ? undefined : ctx.skus.get(String(id))
  if (!sku || sku.active === false) return null
  const price = listAmount(sku.prices, ctx.priceListId)
  return price === null ? null : { sku, price }
}

/** Options keyed by their number, each with its price in this list; options without one drop out. */
function pricedOptions<K extends number>(rows: { key: string; prices?: Sku['prices'] }[], ctx: GroupContext): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {}
  for (const row of rows) {
    const amount = surchargeAmount(row.prices, ctx.priceListId)
    if (amount !== null) out[Number(row.key) as K] = amount
  }
  return out
}

/** Lengths per offered metal colour, ascending, each once, with their surcharge in this list. */
function lengthsByColor(rows: LengthRows, colors: Material[], ctx: GroupContext): Partial<Record<Material, LengthOption[]>> {
  const out: Partial<Record<Material, LengthOption[]>> = {}
  for (const row of rows ?? []) {
    if (!colors.includes(row.metalColor)) continue
    const price = surchargeAmount(row.prices, ctx.priceListId)
    const list = (out[row.metalColor] ??= [])
    if (price !== null && !list.some((o) => o.length === row.length)) list.push({ length: row.length, price })
  }
  for (const list of Object.values(out)) list.sort((a, b) => a.length - b.length)
  return out
}

const groupProducts = (doc: ProductGroupDoc, ctx: GroupContext) => (doc.products ?? []).flatMap((p) => ctx.products.get(String(relationId(p))) ?? [])

/**
 * A product group document as the domain's ProductGroup in one price list's currency (spec 2 §3),
 * or why the shop leaves it out. A metal colour is offered when its base SKU is active and priced
 * in the list; a group without any such colour (or a service item without its priced SKU) is left
 * out, never shown at a price of 0.
 */
export function toProductGroup(doc: ProductGroupDoc, ctx: GroupContext): GroupResult {
  const common = {
    uuid: doc.uuid,
    name: doc.name,
    productType: doc.productType,
    skuPrefix: doc.skuPrefix,
    isLimited: Boolean(doc.isLimited),
    isRingOfTheYear: Boolean(doc.isRingOfTheYear),
    isDefaultAssortment: Boolean(doc.isDefaultAssortment),
    useSizeLabels: Boolean(doc.useSizeLabels),
    products: groupProducts(doc, ctx),
  }
  if (doc.metaType === 'service_item') {
    const item = sellable(doc.serviceItem?.sku, ctx)
    if (!item) return { leftOut: 'service item SKU inactive or without a price' }
    return {
      group: {
        ...common,
        metaType: 'service_item',
        metalColors: [],
        alloys: [],
        baseSkus: {},
        basePrices: {},
        uvp: {},
        allowEngraving: false,
        engravingPrices: {},
        standardEngraving: null,
        hasDefaultEngravingPowerBracelet: false,
        allowSpecialColor: false,
        specialColorPrices: {},
        articleLengths: {},
        specialLengths: {},
        deliveryWeeks: item.sku.deliveryTimeWeeks,
        serviceItem: {
          articleNumber: item.sku.code,
          price: item.price,
          orderQuantity: doc.serviceItem?.orderQuantity ?? 1,
          maxQuantity: doc.serviceItem?.maxQuantity ?? 0,
          unitLabel: doc.serviceItem?.unitLabel ?? '',
        },
      },
    }
  }

  const baseSkus: Partial<Record<Material, string>> = {}
  const basePrices: Partial<Record<Material, number>> = {}
  const uvp: Partial<Record<Material, number>> = {}
  const deliveryWeeks: Partial<Record<Material, number>> = {}
  for (const color of doc.metalColors ?? []) {
    const row = doc.baseSkus?.find((r) => r.metalColor === color)
    const item = sellable(row?.sku, ctx)
    if (!item) continue
    baseSkus[color] = item.sku.code
    basePrices[color] = item.price
    const rrp = listAmount(row?.rrp, ctx.priceListId)
    if (rrp !== null) uvp[color] = rrp
    deliveryWeeks[color] = item.sku.deliveryTimeWeeks
  }
  const metalColors = (doc.metalColors ?? []).filter((c) => c in baseSkus)
  if (!metalColors.length) return { leftOut: 'no metal colour with an active, priced base SKU' }
  const standard = doc.standardEngraving ? (Number(doc.standardEngraving) as EngravingType) : null
  return {
    group: {
      ...common,
      metaType: 'jewelry',
      metalColors,
      alloys: doc.alloys ?? [],
      baseSkus,
      basePrices,
      uvp,
      allowEngraving: Boolean(doc.allowEngraving),
      engravingPrices: pricedOptions<EngravingType>(
        (doc.engravingPrices ?? []).map((r) => ({ key: r.engravingType, prices: r.prices })),
        ctx,
      ),
      standardEngraving: standard,
      hasDefaultEngravingPowerBracelet: Boolean(doc.hasDefaultEngravingPowerBracelet),
      allowSpecialColor: Boolean(doc.allowSpecialColor),
      specialColorPrices: pricedOptions<SpecialColor>(
        (doc.specialColorPrices ?? []).map((r) => ({ key: r.specialColor, prices: r.prices })),
        ctx,
      ),
      articleLengths: lengthsByColor(doc.articleLengths, metalColors, ctx),
      specialLengths: lengthsByColor(doc.specialLengths, metalColors, ctx),
      deliveryWeeks,
    },
  }
}
