import 'server-only'
import type { Order, OrderLine } from '@/payload-types'
import type { CartView, DeliveryLocationView, DeliveryView, OrderAddress, OrderLineView, PlacedOrderView, ShippingMethodView } from '@/contracts/order'
import { lineStatusOf, type PlacedOrderStatus } from '@/domain/orders/orderStatus'
import type { ProductType } from '@/domain/productFilters'
import type { Currency } from '@/domain/trade/currencies'
import { formatAmount } from '@/domain/trade/formatAmount'
import type { ProductGroup } from '@/domain/trade/productGroup'
import type { WeightTier } from '@/domain/trade/shippingCost'
import type { CartState, PricedMethod } from '@/server/trade/cartState'
import { lineItemView } from '@/server/trade/lineItemView'
import type { DeliveryStore } from '@/server/trade/storeParty'

const tiersView = (tiers: WeightTier[]) => tiers.map((t) => ({ up_to_grams: t.upToGrams, amount: t.amount }))
const deliveryLocationView = (s: DeliveryStore): DeliveryLocationView => ({ id: Number(s.id), name: s.name, city: s.city })
const methodView = (m: PricedMethod): ShippingMethodView => ({ id: m.id, name: m.name, amount: m.amount, tiers: tiersView(m.tiers) })

/** What the cart shows of a line's product: the group's name and first picture; the article number when the group is gone. */
function productOf(line: OrderLine, group: ProductGroup | null): OrderLineView['product'] {
  const first = group?.products[0]
  return {
    name: group?.name ?? line.fullCode,
    type: group?.productType ?? (line.metadata as { product_type?: ProductType } | null)?.product_type ?? null,
    meta_type: group?.metaType ?? null,
    image: first?.imageMain ?? null,
    unit_label: group?.metaType === 'service_item' ? group.serviceItem.unitLabel : null,
  }
}

function lineView(line: OrderLine, group: ProductGroup | null, available: boolean, placed: boolean): OrderLineView {
  const view = lineItemView(line, formatAmount)
  return {
    ...view,
    product: productOf(line, group),
    selection: line.selection as OrderLineView['selection'],
    // The engraving is the line's one option (the commerce API's line item options).
    options: view.engraving ? [view.engraving] : [],
    available,
    estimated_delivery: line.estimatedDelivery ?? null,
    // A cart's lines have no progress yet; a placed line without one (placed before issue 33) is as placed.
    status: placed ? lineStatusOf(line.status) : null,
    cancel_reason: line.cancelReason ?? null,
  }
}

type Amounts = { items: number; shipping: number | null; total: number; vat: number | null; gross: number | null }
const formatted = (amount: number | null, currency: Currency) => (amount === null ? null : formatAmount(amount, currency))

const money = (currency: Currency, amounts: Amounts, rate: { country: string; percent: number } | null) => ({
  totals: { ...amounts, currency },
  formatted: {
    items: formatAmount(amounts.items, currency),
    shipping: formatted(amounts.shipping, currency),
    total: formatAmount(amounts.total, currency),
    vat: formatted(amounts.vat, currency),
    gross: formatted(amounts.gross, currency),
  },
  vat_rate: rate ? { country_code: rate.country, percent: rate.percent } : null,
})

/** The rate a placed order was charged at; an order placed before issue 33 has none stored. */
function placedRate(order: Order): { country: string; percent: number } | null {
  return order.vatCountry && typeof order.vatPercent === 'number' ? { country: order.vatCountry, percent: order.vatPercent } : null
}

/**
 * The current order (the cart) as GET /api/v1/commerce/orders/current/ answers it: amounts in minor
 * units with the currency and formatted beside them, the shipment with the market's methods and
 * their weight tiers, the store's address as billing address and the delivery store's as shipping
 * address with the stores that may be chosen instead (issue 33), the billing store's payment terms.
 */
export function cartView(state: CartState): CartView {
  const { order, currency } = state
  return {
    id: order.id,
    // Only a cart has a cart state (a placed order is answered by placedOrderView).
    status: 'cart',
    number: null,
    currency,
    authorized: Boolean(order.authorizedAt),
    placed_at: null,
    payment_terms: state.party.paymentTerms,
    billing_address: state.party.address,
    shipping_address: state.delivery?.address ?? null,
    shipping_location: state.delivery ? deliveryLocationView(state.delivery) : null,
    shipping_locations: state.deliveryChoices.map(deliveryLocationView),
    shipments: [
      {
        id: state.shipment.id,
        shipping_method: state.method ? methodView(state.method) : null,
        available_shipping_methods: state.methods.map(methodView),
      },
    ],
    weight_grams: state.weightGrams,
    line_items: state.lines.map(({ line, group, priced }) => lineView(line, group, priced !== null, false)),
    line_count: state.lines.length,
    max_jewellery_pieces: state.maxJewelleryPieces,
    ...money(
      currency,
      { items: state.itemsAmount, shipping: state.shippingAmount, total: state.totalAmount, vat: state.vatAmount, gross: state.grossAmount },
      state.vatRate,
    ),
  }
}

/**
 * A placed order as it was agreed (the amounts, addresses and terms written when it was placed) and
 * as the house works it: the status of the order and of each line, and what was shipped.
 */
export function placedOrderView(order: Order, lines: OrderLine[], groups: ReadonlyMap<string, ProductGroup>, deliveries: DeliveryView[] = []): PlacedOrderView {
  const currency = order.currency as Currency
  const groupOf = (line: OrderLine) => groups.get(String((line.metadata as { article_group_id?: unknown })?.article_group_id ?? '')) ?? null
  return {
    id: order.id,
    // Only placed orders come here (placedOrders.ts).
    status: order.status as PlacedOrderStatus,
    deliveries,
    number: order.orderNumber ?? null,
    currency,
    authorized: true,
    placed_at: order.placedAt ?? null,
    payment_terms: { de: order.paymentTermsDe ?? '', en: order.paymentTermsEn ?? '' },
    billing_address: (order.billingAddress ?? null) as OrderAddress | null,
    shipping_address: (order.shippingAddress ?? null) as OrderAddress | null,
    shipments: [
      {
        id: null,
        shipping_method: order.shippingMethodName ? { name: order.shippingMethodName, amount: order.shippingAmount ?? 0 } : null,
        available_shipping_methods: [] as [],
      },
    ],
    weight_grams: order.weightGrams ?? 0,
    line_items: lines.map((line) => lineView(line, groupOf(line), true, true)),
    line_count: lines.length,
    ...money(
      currency,
      {
        items: order.itemsAmount ?? 0,
        shipping: order.shippingAmount ?? 0,
        total: order.totalAmount ?? 0,
        vat: order.vatAmount ?? null,
        gross: order.grossAmount ?? null,
      },
      placedRate(order),
    ),
  }
}
