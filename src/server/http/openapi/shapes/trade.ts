import { z } from 'zod'
import { filterValues } from '@/domain/productFilters'
import { alloys } from '@/domain/trade/alloys'
import { engravingTypes, type EngravingType } from '@/domain/trade/engravingTypes'
import { materials } from '@/domain/trade/materials'
import { metaTypes } from '@/domain/trade/metaTypes'
import { orderTypes } from '@/domain/trade/orderTypes'
import { specialColorNumbers, specialColors } from '@/domain/trade/specialColors'
import { calendarDay, currency, dbId, instant, minor, named, productType } from '@/server/http/openapi/shapes/common'

// The trade shop's answers (spec 2 §3): src/server/trade/orderView.ts, lineItemView.ts,
// src/domain/trade/productGroup.ts, orderLineMetadata.ts.

const material = z.enum(materials)
const alloy = z.enum(alloys)
const engravingType = z.literal(Object.keys(engravingTypes).map(Number) as EngravingType[])
const specialColor = z.literal(specialColorNumbers)
/** JSON object keys are strings: a map by engraving type or colour number has "1", "2" … as keys. */
const byNumber = (keys: readonly (string | number)[]) => z.partialRecord(z.enum(keys.map(String) as [string, ...string[]]), minor)
const perMaterial = <T extends z.ZodType>(value: T) => z.partialRecord(material, value)

const lengthOption = z.strictObject({ length: z.number(), price: minor })
const multi = (values: readonly string[]) => z.array(z.enum(values as [string, ...string[]])).nullable()

/** A site product shown in a group, with its filter attributes for the shop's panels (null: not set). */
const groupProduct = z.strictObject({
  name: z.string(),
  name2: z.string().nullable(),
  type: productType,
  filterAlloy: z.array(alloy),
  imageMain: z.string().nullable().describe('The picture\'s URL.'),
  fullSlug: z.string(),
  ...Object.fromEntries(Object.entries(filterValues).filter(([key]) => key !== 'filterAlloy').map(([key, values]) => [key, multi(values)])),
  filterBraceletClasp: z.array(z.string()).nullable().describe('`flexible_gold` or `{product}_clasp`.'),
  isLimited: z.boolean().nullable(),
  hasEnamel: z.boolean().nullable(),
  hasHeartSymbol: z.boolean().nullable(),
  hasMultipleDiamonds: z.boolean().nullable(),
})

const groupFields = {
  uuid: z.string(),
  name: z.string(),
  productType,
  metalColors: z.array(material),
  alloys: z.array(alloy),
  baseSkus: perMaterial(z.string()).describe('The base SKU code of each offered metal colour.'),
  skuPrefix: z.string(),
  uvp: perMaterial(minor).describe('The base price of each offered metal colour.'),
  isLimited: z.boolean(),
  isRingOfTheYear: z.boolean(),
  isDefaultAssortment: z.boolean(),
  allowEngraving: z.boolean(),
  engravingPrices: byNumber(Object.keys(engravingTypes)).describe('Price per engraving type offered (1 text block, 2 text cursive, 3 image).'),
  standardEngraving: engravingType.nullable(),
  hasDefaultEngravingPowerBracelet: z.boolean(),
  allowSpecialColor: z.boolean(),
  specialColorPrices: byNumber(Object.keys(specialColors)).describe('Price per special colour offered (1–9).'),
  articleLengths: perMaterial(z.array(lengthOption)),
  specialLengths: perMaterial(z.array(lengthOption)),
  useSizeLabels: z.boolean(),
  products: z.array(groupProduct),
}

export const productGroup = z.discriminatedUnion('metaType', [
  z.strictObject({ ...groupFields, metaType: z.literal('jewelry'), deliveryWeeks: perMaterial(z.int()).describe('Delivery time in weeks per offered metal colour.') }),
  z.strictObject({
    ...groupFields,
    metaType: z.literal('service_item'),
    deliveryWeeks: z.int(),
    serviceItem: z.strictObject({ articleNumber: z.string(), price: minor, orderQuantity: z.int(), maxQuantity: z.int(), unitLabel: z.string() }),
  }),
]).describe('A product group with every price in minor units of the store\'s currency.')

const selection = z.strictObject({
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
}).describe('The selection as ordered.')

const metadata = z.strictObject({
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
}).describe('Order line metadata (spec 2 §3).')

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
  product: z.strictObject({ name: z.string(), type: productType.nullable(), meta_type: z.enum(metaTypes).nullable(), image: z.string().nullable(), unit_label: z.string().nullable() }),
  selection,
  options: z.array(engraving).describe('The engraving, when the line has one.'),
  available: z.boolean().describe('Still orderable at a price today.'),
  estimated_delivery: calendarDay.nullable(),
})

const address = z.strictObject({ full_name: z.string(), line_1: z.string(), line_2: z.string(), zip_code: z.string(), city: z.string(), country_code: z.string() })
const method = z.strictObject({ ...named.shape, amount: minor, tiers: z.array(z.strictObject({ up_to_grams: z.number().nullable(), amount: minor })) })
const placedMethod = z.strictObject({ name: z.string(), amount: minor })

const orderFields = {
  id: dbId,
  currency,
  payment_terms: z.strictObject({ de: z.string(), en: z.string() }),
  weight_grams: z.number(),
  line_items: z.array(orderLine),
  line_count: z.int(),
  totals: z.strictObject({ items: minor, shipping: minor.nullable(), total: minor, currency }),
  formatted: z.strictObject({ items: z.string(), shipping: z.string().nullable(), total: z.string() }),
}

export const cart = z.strictObject({
  ...orderFields,
  status: z.literal('cart'),
  number: z.null(),
  authorized: z.boolean(),
  placed_at: z.null(),
  billing_address: address,
  shipping_address: address,
  shipments: z.array(z.strictObject({ id: dbId, shipping_method: method.nullable(), available_shipping_methods: z.array(method) })),
}).describe("The cart, priced today; the store's address is billing and shipping address.")

export const placedOrder = z.strictObject({
  ...orderFields,
  status: z.literal('placed'),
  number: z.string().nullable(),
  authorized: z.literal(true),
  placed_at: instant.nullable(),
  billing_address: address.nullable(),
  shipping_address: address.nullable(),
  shipments: z.array(z.strictObject({ id: z.null(), shipping_method: placedMethod.nullable(), available_shipping_methods: z.tuple([]) })),
}).describe('A placed order as it was agreed: the amounts, addresses and terms written when it was placed.')

export const order = z.union([cart, placedOrder])
