import 'server-only'
import type { Payload } from 'payload'
import type { Order, OrderLine, Shipment, Sku } from '@/payload-types'
import type { UrlLocale } from '@/i18n/locales'
import type { Currency } from '@/domain/trade/currencies'
import type { MetaType } from '@/domain/trade/metaTypes'
import { deliveryStoreOf } from '@/domain/trade/orderPermission'
import type { ProductGroup } from '@/domain/trade/productGroup'
import type { Selection } from '@/domain/trade/selection'
import { orderWeightGrams } from '@/domain/trade/shippingCost'
import { shopCatalogue } from '@/server/trade/catalogue'
import { findSkus } from '@/server/trade/findSkus'
import { priceCartLine, type PricedCartLine } from '@/server/trade/priceCartLine'
import { relationId } from '@/server/payload/relationId'
import { availableFor, marketShippingMethods, type ShippingMethod } from '@/server/trade/shippingMethods'
import { shipmentOf } from '@/server/trade/shipments'
import { orderUserRights } from '@/server/trade/orderingStores'
import { deliveryStores, storeParty, type DeliveryStore, type StoreParty } from '@/server/trade/storeParty'
import { vatTotals, type VatRate } from '@/domain/trade/vat'
import { marketVatRate } from '@/server/trade/vatRates'
import { maxJewelleryPieces } from '@/server/trade/tradeSettings'

export type PricedMethod = ShippingMethod & { amount: number }

/** A line of the cart as it stands now: its group and SKU today and what it costs today (null: no longer orderable). */
export type CartLine = { line: OrderLine; group: ProductGroup | null; sku: Sku | null; priced: PricedCartLine | null }

export type CartState = {
  order: Order
  currency: Currency
  lines: CartLine[]
  /** The billing store: the order's store (spec 2 §1–2). */
  party: StoreParty
  /** The kinds of line the order's user may order for the billing store now (src/domain/trade/orderPermission.ts). */
  orderable: readonly MetaType[]
  /** The user's stores the order may be delivered to (holding orders:use_as_shipping_location), in the account's order. */
  deliveryChoices: DeliveryStore[]
  /** Where the order goes (deliveryStoreOf: the choice, else the billing store, else the first that may); null: nowhere, it cannot be placed. */
  delivery: DeliveryStore | null
  shipment: Shipment
  weightGrams: number
  /** The methods to the delivery store's country, in the order's currency, that can carry this weight, each with its cost. */
  methods: PricedMethod[]
  /** The shipment's method, while it is still one of `methods`. */
  method: PricedMethod | null
  itemsAmount: number
  shippingAmount: number | null
  /** Net: the lines and the shipping. */
  totalAmount: number
  /** The billing store's country's rate; null when its market has none (the order cannot be placed). */
  vatRate: VatRate | null
  /** VAT on totalAmount and totalAmount plus VAT (src/domain/trade/vat.ts); null without a rate. */
  vatAmount: number | null
  grossAmount: number | null
  /** The house's most pieces per jewellery line (issue 33), which the cart's pieces list offers. */
  maxJewelleryPieces: number
}

export async function orderLines(payload: Payload, orderId: number): Promise<OrderLine[]> {
  const { docs } = await payload.find({
    collection: 'order-lines',
    where: { order: { equals: orderId } },
    sort: ['createdAt', 'id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/** Today's price of a line, computed as when it was added; null when its group, SKU or choices are no longer sold. */
function reprice(line: OrderLine, group: ProductGroup | undefined, sku: Sku | undefined): PricedCartLine | null {
  if (!group || !sku || sku.active === false) return null
  try {
    return priceCartLine(group, line.selection as Selection, line.quantity)
  } catch {
    return null
  }
}

/**
 * The cart of an order as the store would be charged for it now: every line priced again from
 * today's catalogue in the order's currency (so a price changed since the line was added shows, and
 * is what placing charges), the weight, the shipping methods to the delivery store and the totals,
 * with what the order's user may order and where it may go as their rights stand now. Reads only.
 */
export async function loadCartState(payload: Payload, order: Order, locale: UrlLocale): Promise<CartState> {
  const currency = order.currency as Currency
  const storeId = relationId(order.store) as number
  const [lines, groups, party, shipment, rights] = await Promise.all([
    orderLines(payload, order.id),
    shopCatalogue(payload, currency, locale),
    storeParty(payload, storeId),
    shipmentOf(payload, order.id),
    orderUserRights(payload, relationId(order.user) as number),
  ])
  const deliveryChoices = await deliveryStores(payload, rights.shippable)
  const chosen = relationId(order.shippingStore)
  const deliveryId = deliveryStoreOf(
    String(storeId),
    deliveryChoices.map((s) => s.id),
    chosen === null ? null : String(chosen),
  )
  const delivery = deliveryChoices.find((s) => s.id === deliveryId) ?? null
  const byUuid = new Map(groups.map((g) => [g.uuid, g]))
  const skus = await findSkus(
    payload,
    lines.map((l) => l.skuCode),
  )
  const cartLines = lines.map((line) => {
    const group = byUuid.get(String((line.metadata as { article_group_id?: unknown })?.article_group_id ?? ''))
    const sku = skus.get(line.skuCode)
    return { line, group: group ?? null, sku: sku ?? null, priced: reprice(line, group, sku) }
  })
  const weightGrams = orderWeightGrams(cartLines.map(({ line, sku }) => ({ weightGrams: sku?.weightGrams ?? 0, quantity: line.quantity })))
  // Delivery costs what it costs to where it goes; no delivery store, no method (placementCheck says why).
  const methods = delivery ? availableFor(await marketShippingMethods(payload, { country: delivery.country, currency }, locale), weightGrams) : []
  const method = methods.find((m) => m.id === relationId(shipment.shippingMethod)) ?? null
  const itemsAmount = cartLines.reduce((sum, l) => sum + (l.priced?.total ?? 0), 0)
  const shippingAmount = method?.amount ?? null
  const totalAmount = itemsAmount + (shippingAmount ?? 0)
  // The store's address is the billing address (spec 2 §1–2), so its country decides the rate.
  const [vatRate, maxPieces] = await Promise.all([marketVatRate(payload, party.country), maxJewelleryPieces(payload)])
  const taxed = vatRate ? vatTotals(totalAmount, vatRate.percent) : null
  return {
    order,
    currency,
    lines: cartLines,
    party,
    orderable: rights.orderable.get(String(storeId)) ?? [],
    deliveryChoices,
    delivery,
    shipment,
    weightGrams,
    methods,
    method,
    itemsAmount,
    shippingAmount,
    totalAmount,
    vatRate,
    vatAmount: taxed?.vat ?? null,
    grossAmount: taxed?.gross ?? null,
    maxJewelleryPieces: maxPieces,
  }
}

/** Lines whose stored amounts differ from today's, so the cart shows and keeps what placing will charge. */
export async function saveRepricedLines(payload: Payload, state: CartState): Promise<void> {
  for (const { line, priced } of state.lines) {
    if (!priced || (priced.unit === line.unitAmount && priced.total === line.totalAmount)) continue
    const saved = await payload.update({
      collection: 'order-lines',
      id: line.id,
      data: { unitAmount: priced.unit, totalAmount: priced.total },
      depth: 0,
      overrideAccess: true,
    })
    Object.assign(line, { unitAmount: saved.unitAmount, totalAmount: saved.totalAmount })
  }
}
