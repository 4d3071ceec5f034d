import { z } from 'zod'
import { orderEventTypes } from '@/domain/orders/orderEvents'
import { moveRefusalCodes } from '@/domain/orders/moveRefusals'
import { lineStatuses, placedOrderStatuses } from '@/domain/orders/orderStatus'
import { metaTypes } from '@/domain/trade/metaTypes'
import { orderTypes } from '@/domain/trade/orderTypes'
import { placementErrorCodes } from '@/domain/trade/placementErrors'
import { calendarDay, currency, dbId, instant, minor, named, productType } from '@/contracts/common'
import { alloy, engravingType, material, specialColor } from '@/contracts/tradeValues'

/**
 * The trade shop's orders as the commerce API answers them (spec 2 §3): the one definition the
 * OpenAPI document describes, the server's builders return (src/server/trade/orderView.ts,
 * lineItemView.ts, storeParty.ts) and the cart pages read (src/components/cart/).
 */

export const selection = z
  .strictObject({
    alloy: alloy.nullable(),
    length: z.number().nullable(),
    metalColor: material.nullable(),
    engraving: engravingType.nullable(),
    engravingText: z.string(),
    engravingImage: z.string().nullable(),
    specialColor: specialColor.nullable(),
    note: z.string(),
    orderType: z.enum(orderTypes),
    yearlyRingId: z.string().nullable(),
    endCustomerName: z.string(),
    requestedDeliveryDate: calendarDay.nullable(),
    orderNumber: z.string(),
  })
  .describe('The selection as ordered.')

const metadata = z
  .strictObject({
    article_group_id: z.string(),
    limit_nr: z.string().nullable(),
    order_type: z.enum(orderTypes),
    note: z.string(),
    requested_delivery_date: calendarDay.nullable(),
    end_customer_name: z.string(),
    order_number: z.string(),
    meta_type: z.enum(metaTypes),
    final_length: z.number().nullable(),
    special_color: specialColor.nullable(),
    article_metal_color: material.nullable(),
    alloy: alloy.nullable().optional(),
    product_type: productType,
    prices: z.strictObject({ base: minor, special_color: minor, final_length: minor }),
  })
  .describe('Order line metadata (spec 2 §3).')

const engraving = z.strictObject({ type: engravingType, text: z.string().nullable(), image: z.string().nullable(), price: minor })

/** A cart line as POST line_items/ answers it (prices formatted as the shop shows them). */
export const lineItem = z.strictObject({
  id: dbId,
  sku_code: z.string(),
  full_code: z.string(),
  quantity: z.int(),
  metadata,
  engraving: engraving.nullable(),
  amounts: z.strictObject({ unit: minor, total: minor, currency }),
  formatted: z.strictObject({ unit: z.string(), total: z.string() }),
  added_at: instant,
})

const orderLine = lineItem.extend({
  product: z.strictObject({
    name: z.string(),
    type: productType.nullable(),
    meta_type: z.enum(metaTypes).nullable(),
    image: z.string().nullable(),
    unit_label: z.string().nullable(),
  }),
  selection,
  options: z.array(engraving).describe('The engraving, when the line has one.'),
  available: z.boolean().describe('Still orderable at a price today.'),
  estimated_delivery: calendarDay.nullable().describe('The day the line is expected: as placed, then as the house confirms or changes it.'),
  status: z.enum(lineStatuses).nullable().describe("The line's progress at the house (issue 33); null in a cart."),
  cancel_reason: z.string().nullable().describe('Why the line was cancelled, when it was.'),
})

/** An order address (spec 2 §3): the billing store's, and the delivery store's as shipping address. */
export const address = z.strictObject({
  full_name: z.string(),
  line_1: z.string(),
  line_2: z.string(),
  zip_code: z.string(),
  city: z.string(),
  country_code: z.string(),
})
/** A store an order may be delivered to (issue 33): one of the user's stores holding orders:use_as_shipping_location. */
const deliveryLocation = z.strictObject({ ...named.shape, city: z.string() })
const method = z.strictObject({ ...named.shape, amount: minor, tiers: z.array(z.strictObject({ up_to_grams: z.number().nullable(), amount: minor })) })
const placedMethod = z.strictObject({ name: z.string(), amount: minor })

const orderFields = {
  id: dbId,
  currency,
  payment_terms: z.strictObject({ de: z.string(), en: z.string() }),
  weight_grams: z.number(),
  line_items: z.array(orderLine),
  line_count: z.int(),
  totals: z
    .strictObject({
      items: minor,
      shipping: minor.nullable(),
      total: minor.describe('Net: the lines and the shipping. Prices in the shop are net.'),
      vat: minor
        .nullable()
        .describe("VAT on the net total at the billing store's country's rate, rounded half away from zero; null when its market has no rate."),
      gross: minor.nullable().describe('Net total plus VAT; null when the market has no rate.'),
      currency,
    })
    .describe('Amounts in minor units.'),
  formatted: z.strictObject({
    items: z.string(),
    shipping: z.string().nullable(),
    total: z.string(),
    vat: z.string().nullable(),
    gross: z.string().nullable(),
  }),
  vat_rate: z
    .strictObject({ country_code: z.string(), percent: z.number().describe('19, 8.1; 0 for a zero-rated market') })
    .nullable()
    .describe("The VAT rate charged: the billing store's country's (kept per market by the house); null when that market has none."),
}

export const cart = z
  .strictObject({
    ...orderFields,
    status: z.literal('cart'),
    number: z.null(),
    authorized: z.boolean(),
    placed_at: z.null(),
    billing_address: address.describe("The billing store's: the store the commerce token was issued for (spec 2 §1–2)."),
    shipping_address: address.nullable().describe("The delivery store's (`shipping_location`); null when none of the user's stores may be delivered to."),
    shipping_location: deliveryLocation
      .nullable()
      .describe(
        "Where the order goes (issue 33): the store chosen with `PATCH orders/{id}/ {shipping_location}`, else the billing store, else the first of the user's stores holding orders:use_as_shipping_location; null: none does, and the cart cannot be placed.",
      ),
    shipping_locations: z
      .array(deliveryLocation)
      .describe("The user's stores holding orders:use_as_shipping_location, in the account's order: the choices for `shipping_location`."),
    shipments: z.array(z.strictObject({ id: dbId, shipping_method: method.nullable(), available_shipping_methods: z.array(method) })),
    max_jewellery_pieces: z
      .int()
      .describe("The most pieces a jewellery line may hold, as the house sets it (a ring of the year holds one; a service item's quantity is its own)."),
  })
  .describe("The cart, priced today; billed to the token's store, delivered to `shipping_location`.")

/** What the house sent: some or all lines, one serial number per piece (issue 33). */
export const delivery = z.strictObject({
  id: dbId,
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  shipped_at: instant,
  lines: z.array(z.strictObject({ id: dbId, serial_numbers: z.array(z.string()) })),
})

export const placedOrder = z
  .strictObject({
    ...orderFields,
    status: z.enum(placedOrderStatuses).describe("Derived from the lines': the least advanced line still on its way, cancelled when all are."),
    deliveries: z.array(delivery).describe('What the house has shipped, oldest first.'),
    number: z.string().nullable(),
    authorized: z.literal(true),
    placed_at: instant.nullable(),
    billing_address: address.nullable(),
    shipping_address: address.nullable(),
    shipments: z.array(z.strictObject({ id: z.null(), shipping_method: placedMethod.nullable(), available_shipping_methods: z.tuple([]) })),
  })
  .describe('A placed order as it was agreed: the amounts, addresses and terms written when it was placed.')

export const order = z.union([cart, placedOrder])

/** A move in an order's history, or a store's change request on a line and the house's answer (issue 33). */
export const orderEvent = z.strictObject({
  type: z.enum(orderEventTypes),
  at: instant,
  by: z.string().nullable().describe('Who moved it: a staff e-mail or the store user.'),
  data: z
    .record(z.string(), z.unknown())
    .describe("The move's lines and what it set (days, serial numbers, carrier, reason); a change request's line, information and the house's answer."),
})

/** The order as the house's API answers it: the jeweller's view plus the house's fields. */
export const houseOrder = placedOrder
  .extend({
    store: named.describe('The ordering store (billing address).'),
    ordered_by: z.strictObject({ id: dbId, email: z.string() }).describe('The user who placed the order, whom every move mails.'),
    history: z.array(orderEvent).describe("The order's moves, oldest first."),
  })
  .describe("A placed order as the jeweller's GET commerce/orders/{id}/ answers it, plus the house's fields.")

/** GET house/orders/: a page of placed orders, newest first. */
export const houseOrdersPage = z.strictObject({
  results: z.array(houseOrder),
  count: z.int(),
  next: z.string().nullable().describe('The next page (path and query), null on the last.'),
})

/** A move the order's state does not allow, or an order changed meanwhile: nothing was written. */
export const moveRefusal = z.strictObject({ detail: z.string(), code: z.enum(moveRefusalCodes), lines: z.array(dbId).optional() })

/** GET orders/: a page of the store's placed orders. */
export const ordersPage = z.strictObject({ results: z.array(placedOrder), count: z.int(), page: z.int(), per_page: z.int() })

/** A cart that cannot be ordered as it is: `code` is a `cart.error.*` message key, `lines` the lines no longer sold. */
export const placementRefusal = z.strictObject({ detail: z.string(), code: z.enum(placementErrorCodes), lines: z.array(dbId).optional() })

export type OrderAddress = z.infer<typeof address>
export type ShippingMethodView = z.infer<typeof method>
export type DeliveryLocationView = z.infer<typeof deliveryLocation>
export type LineItemView = z.infer<typeof lineItem>
export type OrderLineView = z.infer<typeof orderLine>
export type CartView = z.infer<typeof cart>
export type PlacedOrderView = z.infer<typeof placedOrder>
export type DeliveryView = z.infer<typeof delivery>
export type HouseOrderView = z.infer<typeof houseOrder>
export type OrderEventView = z.infer<typeof orderEvent>
export type OrderView = z.infer<typeof order>
export type OrdersPage = z.infer<typeof ordersPage>
export type PlacementRefusalBody = z.infer<typeof placementRefusal>
