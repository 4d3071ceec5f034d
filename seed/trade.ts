import type { Payload } from 'payload'
import type { UrlLocale } from '@/i18n/locales'
import { currencies, type Currency } from '@/domain/trade/currencies'
import { context, firstLocale } from './assets'
import type { Localized, SeedProduct } from './types'
import productsData from './data/products.json'

/**
 * The trade shop of the demo house (issue 14): a price list per currency, SKUs and one product group
 * per demo product (the model in white and yellow gold, bicolour models in GW), a power bracelet, a
 * ring of the year with a few free limitation numbers and two service items. Prices exist in EUR,
 * CHF and JPY (the Japanese stores); stores in other currencies see an empty shop. Idempotent:
 * price lists by currency, SKUs by code, groups by SKU prefix, limitation numbers by prefix and
 * number (an existing number keeps its status, so a re-run never frees a reserved one).
 */
const products = productsData as SeedProduct[]

type Id = number | string
type PriceRow = { priceList: Id; amount: number }
/** Whole euros → rows for EUR and CHF (cents, rappen) and JPY (yen), rounded as a price list would be. */
type Money = (euros: number) => PriceRow[]

const POWER_BRACELET = '30-3401'
const RING_OF_THE_YEAR = '10-1206'
/** Numbers 1–25 of the ring of the year: 1–19 sold, 20–25 free. */
const LIMITATION = { total: 25, firstFree: 20 }

const basePrice: Record<SeedProduct['type'], number> = { ring: 1450, necklace: 1890, bracelet: 2450, earrings: 980, amulet: 690 }

/** The group's lengths per product type: stock lengths cost nothing extra, special ones are made to order. */
const lengths: Partial<Record<SeedProduct['type'], { article: number[]; special: number[]; surcharge: number }>> = {
  // 46 and 68 lie outside 47–67.6, so the shop's size warning has something to warn about.
  ring: { article: [50, 52, 54, 56, 58, 60], special: [46, 48, 62, 64, 66, 68], surcharge: 180 },
  necklace: { article: [40, 42.5, 45], special: [50], surcharge: 240 },
  bracelet: { article: [16, 17, 18, 19], special: [20, 21], surcharge: 160 },
}
const sizeLabelled = { article: [15, 17, 19], special: [21], surcharge: 160 }

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step)

/** The currencies the demo house has price lists in. */
const SEED_CURRENCIES = ['EUR', 'CHF', 'JPY'] as const

/**
 * A demo amount given in whole euros, in a price list's currency and minor units, rounded as a price
 * list would be; null for a currency the demo has no price list in. The portal's seeded stock uses
 * it too, so a piece was bought at the shop's price.
 */
export function seedMinor(euros: number, currency: string): number | null {
  if (currency === 'EUR') return euros * 100
  if (currency === 'CHF') return roundTo(euros * 1.07, euros >= 100 ? 10 : 1) * 100
  if (currency === 'JPY') return roundTo(euros * 168, euros >= 100 ? 1000 : 100)
  return null
}

function moneyIn(lists: Map<Currency, Id>): Money {
  return (euros) => SEED_CURRENCIES.map((currency) => ({ priceList: lists.get(currency) as Id, amount: seedMinor(euros, currency) as number }))
}

/**
 * How the demo's trade price and recommended retail price relate (issue 33, docs/decisions.md): the
 * figures the demo was drawn with are the RRP a jeweller's customer pays, and the house sells to its
 * jewellers at half of it ("keystone"), rounded to ten euros. Price lists (the SKUs' prices) hold the
 * trade price, the product group's colour rows the RRP.
 */
export const seedTradeEuros = (rrpEuros: number) => roundTo(rrpEuros / 2, 10)

/** `euros`: the trade price (the SKU's price-list price); `rrpEuros`: the RRP of a base SKU. */
type SkuRow = { code: string; euros: number; weightGrams: number; deliveryTimeWeeks: number; rrpEuros: number | null }
/** A group to write: its fields once, and the localized texts (name; a service item's unit) per language. */
type GroupPlan = { prefix: string; name: Localized; unitLabel?: Localized; data: (sku: (code: string) => Id, money: Money) => Record<string, unknown> }

const weights: Record<SeedProduct['type'], number> = { ring: 5.2, necklace: 8.5, bracelet: 12, earrings: 4, amulet: 3.1 }

/** Every product's model in its colours: WG and GG for single-colour models, GW for bicolour ones. */
function colorsOf(p: SeedProduct): string[] {
  const finish = p.mpn.slice(-2)
  if (finish === 'GW') return ['GW']
  return finish === 'WG' ? ['WG', 'GG'] : ['GG', 'WG']
}

const codeOf = (p: SeedProduct, color: string) => `${p.mpn.slice(0, 13)}${color}`

function skuRows(): SkuRow[] {
  const rows = products.flatMap((p) => {
    const model = Number(p.mpn.slice(3, 7))
    let euros = basePrice[p.type] + (model % 10) * 40 + (p.hasMultipleDiamonds ? 900 : 0)
    if (p.isLimited) euros = roundTo(euros * 1.35, 10)
    return colorsOf(p).map((color) => {
      const rrpEuros = color === 'GW' ? roundTo(euros * 1.12, 10) : color === 'WG' ? euros + 60 : euros
      return { code: codeOf(p, color), euros: seedTradeEuros(rrpEuros), rrpEuros, weightGrams: weights[p.type], deliveryTimeWeeks: p.isLimited ? 6 : 3 }
    })
  })
  return [
    ...rows,
    // Service items are the store's own supplies, not resold: a trade price and no RRP.
    { code: '90-9001-00-1-SV', euros: 25, rrpEuros: null, weightGrams: 40, deliveryTimeWeeks: 1 },
    { code: '90-9002-00-1-SV', euros: 12, rrpEuros: null, weightGrams: 180, deliveryTimeWeeks: 2 },
  ]
}

/** The demo's trade price and RRP of an article number, in whole euros (undefined: not a demo SKU). */
export function seedArticlePrices(code: string): { tradeEuros: number; rrpEuros: number | null } | undefined {
  articleRows ??= new Map(skuRows().map((r) => [r.code, r]))
  const row = articleRows.get(code)
  return row && { tradeEuros: row.euros, rrpEuros: row.rrpEuros }
}
let articleRows: Map<string, SkuRow> | undefined

const localized = (f: (l: UrlLocale) => string): Localized => ({ de: f('de'), en: f('en'), ja: f('ja'), 'zh-hans': f('zh-hans') })

function productGroupPlan(p: SeedProduct, productIds: ReadonlyMap<string, Id>): GroupPlan {
  const prefix = p.mpn.slice(0, 7)
  const colors = colorsOf(p)
  const engraves = p.type === 'ring' || p.type === 'bracelet' || p.type === 'amulet'
  const power = prefix === POWER_BRACELET
  const labelled = prefix === '30-3701'
  const range = labelled ? sizeLabelled : lengths[p.type]
  return {
    prefix,
    name: localized((l) => `${p.name[l]} ${p.name2[l]}`),
    data: (sku, money) => ({
      metaType: 'jewelry',
      productType: p.type,
      skuPrefix: prefix,
      products: [productIds.get(p.mpn)].filter(Boolean),
      metalColors: colors,
      alloys: colors.length > 1 || colors[0] === 'GW' ? ['white_gold', 'yellow_gold'] : p.filterAlloy,
      baseSkus: colors.map((color) => {
        const rrp = seedArticlePrices(codeOf(p, color))?.rrpEuros
        return { metalColor: color, sku: sku(codeOf(p, color)), rrp: rrp ? money(rrp) : [] }
      }),
      isLimited: p.isLimited,
      isRingOfTheYear: prefix === RING_OF_THE_YEAR,
      isDefaultAssortment: !p.isLimited,
      useSizeLabels: labelled,
      allowEngraving: engraves,
      hasDefaultEngravingPowerBracelet: power,
      // The power bracelet's stock engraving "Liebe" is cursive.
      standardEngraving: power ? '2' : engraves ? '1' : null,
      engravingPrices: engraves
        ? [
            { engravingType: '1', prices: money(45) },
            { engravingType: '2', prices: money(65) },
            { engravingType: '3', prices: money(95) },
          ]
        : [],
      allowSpecialColor: p.hasEnamel,
      specialColorPrices: p.hasEnamel
        ? [1, 2, 3, 4, 5, 6, 7, 8, 9].map((c) => ({ specialColor: String(c), prices: money(c === 7 || c === 9 ? 150 : 120) }))
        : [],
      articleLengths: range ? colors.flatMap((metalColor) => range.article.map((length) => ({ metalColor, length, prices: [] }))) : [],
      specialLengths: range ? colors.flatMap((metalColor) => range.special.map((length) => ({ metalColor, length, prices: money(range.surcharge) }))) : [],
    }),
  }
}

const serviceItemPlans: GroupPlan[] = [
  {
    prefix: '90-9001',
    name: { de: 'Ringmaß-Set', en: 'Ring sizer set', ja: 'リングサイズゲージセット', 'zh-hans': '戒指尺寸测量套装' },
    unitLabel: { de: 'Set', en: 'set', ja: 'セット', 'zh-hans': '套' },
    data: (sku) => ({
      metaType: 'service_item',
      productType: 'ring',
      skuPrefix: '90-9001',
      serviceItem: { sku: sku('90-9001-00-1-SV'), orderQuantity: 1, maxQuantity: 5 },
    }),
  },
  {
    prefix: '90-9002',
    name: { de: 'Präsentationsetui für Armbänder', en: 'Bracelet presentation case', ja: 'ブレスレット用プレゼンテーションケース', 'zh-hans': '手链展示盒' },
    unitLabel: { de: 'Stück', en: 'pieces', ja: '個', 'zh-hans': '个' },
    data: (sku) => ({
      metaType: 'service_item',
      productType: 'bracelet',
      skuPrefix: '90-9002',
      serviceItem: { sku: sku('90-9002-00-1-SV'), orderQuantity: 5, maxQuantity: 50 },
    }),
  },
]

/** A few writes at a time: SQLite queues them anyway, PostgreSQL overlaps its round trips. */
async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<unknown>, limit = 4): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++])
    }),
  )
}

const write = { overrideAccess: true, depth: 0, context } as const

async function upsertPriceLists(payload: Payload): Promise<Map<Currency, Id>> {
  const { docs } = await payload.find({ collection: 'price-lists', pagination: false, ...write })
  const ids = new Map<Currency, Id>(docs.map((d) => [d.currency, d.id]))
  for (const currency of Object.keys(currencies) as Currency[]) {
    if (!ids.has(currency))
      ids.set(currency, (await payload.create({ collection: 'price-lists', data: { currency, name: `Preisliste ${currency}` }, ...write })).id)
  }
  return ids
}

async function upsertSkus(payload: Payload, rows: SkuRow[], money: Money): Promise<Map<string, Id>> {
  const { docs } = await payload.find({ collection: 'skus', where: { code: { in: rows.map((r) => r.code) } }, pagination: false, ...write })
  const ids = new Map<string, Id>(docs.map((d) => [d.code, d.id]))
  await eachLimited(rows, async (row) => {
    const data = { code: row.code, active: true, weightGrams: row.weightGrams, deliveryTimeWeeks: row.deliveryTimeWeeks, prices: money(row.euros) } as never
    const id = ids.get(row.code)
    if (id === undefined) ids.set(row.code, (await payload.create({ collection: 'skus', data, ...write })).id)
    else await payload.update({ collection: 'skus', id, data, ...write })
  })
  return ids
}

async function upsertGroups(payload: Payload, plans: GroupPlan[], skuIds: Map<string, Id>, money: Money): Promise<void> {
  const { docs } = await payload.find({ collection: 'product-groups', where: { skuPrefix: { in: plans.map((p) => p.prefix) } }, pagination: false, ...write })
  const existing = new Map<string, Id>(docs.map((d) => [d.skuPrefix, d.id]))
  const sku = (code: string) => {
    const id = skuIds.get(code)
    if (id === undefined) throw new Error(`seed: no SKU ${code}`)
    return id
  }
  await eachLimited(plans, async (plan) => {
    const fields = plan.data(sku, money)
    const unitLabel = (l: UrlLocale) => (plan.unitLabel ? { serviceItem: { ...(fields.serviceItem as object), unitLabel: plan.unitLabel[l] } } : {})
    const data = { ...fields, name: plan.name[firstLocale], ...unitLabel(firstLocale) }
    const known = existing.get(plan.prefix)
    const doc =
      known === undefined
        ? await payload.create({ collection: 'product-groups', locale: firstLocale, data: data as never, ...write })
        : await payload.update({ collection: 'product-groups', id: known, locale: firstLocale, data: data as never, ...write })
    // The other languages differ only in the name (and a service item's unit). Payload writes one
    // locale at a time, rewriting every nested price row each time (about a hundred for a ring):
    // the translations go in with one adapter write of the document as just saved instead of three.
    const translated = {
      ...doc,
      name: localized((l) => plan.name[l]),
      ...(plan.unitLabel ? { serviceItem: { ...doc.serviceItem, unitLabel: plan.unitLabel } } : {}),
    }
    await payload.db.updateOne({ collection: 'product-groups', id: doc.id, data: translated, returning: false })
  })
}

async function ensureLimitationNumbers(payload: Payload): Promise<void> {
  const { docs } = await payload.find({ collection: 'limitation-numbers', where: { skuPrefix: { equals: RING_OF_THE_YEAR } }, pagination: false, ...write })
  const known = new Set(docs.map((d) => d.number))
  const missing = Array.from({ length: LIMITATION.total }, (_, i) => i + 1).filter((n) => !known.has(n))
  await eachLimited(missing, (number) =>
    payload.create({
      collection: 'limitation-numbers',
      data: { skuPrefix: RING_OF_THE_YEAR, number, status: number >= LIMITATION.firstFree ? 'free' : 'sold' },
      ...write,
    }),
  )
}

type ShippingPlan = { name: Localized; countries: string[]; currency: Currency; position: number; tiers: { upToGrams: number | null; amount: number }[] }

/**
 * Insured delivery per market, by weight: the EU stores in EUR (parcel or value courier), the Swiss
 * ones in CHF, the Japanese ones in JPY. Other markets have none, and their carts say so.
 */
const shippingPlans: ShippingPlan[] = [
  {
    name: { de: 'DHL Express, versichert', en: 'DHL Express, insured', ja: 'DHLエクスプレス（保険付き）', 'zh-hans': 'DHL 快递（含保险）' },
    countries: ['DE', 'AT', 'NL', 'FR', 'IT'],
    currency: 'EUR',
    position: 1,
    tiers: [
      { upToGrams: 100, amount: 1800 },
      { upToGrams: 500, amount: 2900 },
      { upToGrams: 2000, amount: 4500 },
      { upToGrams: null, amount: 6900 },
    ],
  },
  {
    name: { de: 'Werttransport', en: 'Secure courier', ja: '貴重品輸送', 'zh-hans': '贵重物品专送' },
    countries: ['DE', 'AT'],
    currency: 'EUR',
    position: 2,
    tiers: [
      { upToGrams: 2000, amount: 9500 },
      { upToGrams: null, amount: 14500 },
    ],
  },
  {
    name: { de: 'Schweizerische Post, Valeur', en: 'Swiss Post, Valeur', ja: 'スイスポスト（バルール）', 'zh-hans': '瑞士邮政 Valeur' },
    countries: ['CH'],
    currency: 'CHF',
    position: 1,
    tiers: [
      { upToGrams: 100, amount: 2400 },
      { upToGrams: 500, amount: 3500 },
      { upToGrams: null, amount: 7500 },
    ],
  },
  {
    name: { de: 'Wertversand Japan', en: 'Insured delivery Japan', ja: '国内保険付き配送', 'zh-hans': '日本保价配送' },
    countries: ['JP'],
    currency: 'JPY',
    position: 1,
    tiers: [
      { upToGrams: 500, amount: 3500 },
      { upToGrams: null, amount: 6000 },
    ],
  },
]

/** Shipping methods by their German name; an existing one is left as the house has edited it. */
async function ensureShippingMethods(payload: Payload): Promise<void> {
  const { docs } = await payload.find({ collection: 'shipping-methods', locale: firstLocale, pagination: false, ...write })
  const known = new Set(docs.map((d) => d.name))
  for (const plan of shippingPlans.filter((p) => !known.has(p.name[firstLocale]))) {
    const doc = await payload.create({
      collection: 'shipping-methods',
      locale: firstLocale,
      data: { name: plan.name[firstLocale], countries: plan.countries, currency: plan.currency, position: plan.position, active: true, tiers: plan.tiers },
      ...write,
    })
    await payload.db.updateOne({ collection: 'shipping-methods', id: doc.id, data: { ...doc, name: plan.name }, returning: false })
  }
}

/** Payment terms of a demo store: the Swiss stores have their own; the others use the house's standard terms. */
export function seedPaymentTerms(country: string): { paymentTermsDe?: string; paymentTermsEn?: string } {
  if (country !== 'CH') return {}
  return {
    paymentTermsDe: 'Zahlbar innerhalb von 30 Tagen netto ab Rechnungsdatum in CHF; Lieferung verzollt und versteuert (DDP).',
    paymentTermsEn: 'Payable in CHF within 30 days net of the invoice date; delivered duty paid (DDP).',
  }
}

/** The demo house's trade shop; `productIds` are the seeded products by mpn. */
export async function seedTrade(payload: Payload, productIds: ReadonlyMap<string, Id>): Promise<void> {
  const lists = await upsertPriceLists(payload)
  const money = moneyIn(lists)
  const skuIds = await upsertSkus(payload, skuRows(), money)
  await upsertGroups(payload, [...products.map((p) => productGroupPlan(p, productIds)), ...serviceItemPlans], skuIds, money)
  await ensureLimitationNumbers(payload)
  await ensureShippingMethods(payload)
}
