import { z } from 'zod'
import { filterValues } from '@/domain/productFilters'
import { engravingTypes } from '@/domain/trade/engravingTypes'
import { specialColors } from '@/domain/trade/specialColors'
import { minor, productType } from '@/contracts/common'
import { alloy, byNumber, engravingType, material } from '@/contracts/tradeValues'

// GET /api/v1/commerce/products/ (spec 2 §3): the shop's product groups, src/server/trade/toProductGroup.ts
// and src/domain/trade/productGroup.ts.

const perMaterial = <T extends z.ZodType>(value: T) => z.partialRecord(material, value)

const lengthOption = z.strictObject({ length: z.number(), price: minor })
const multi = (values: readonly string[]) => z.array(z.enum(values as [string, ...string[]])).nullable()

/** A site product shown in a group, with its filter attributes for the shop's panels (null: not set). */
const groupProduct = z.strictObject({
  name: z.string(),
  name2: z.string().nullable(),
  type: productType,
  filterAlloy: z.array(alloy),
  imageMain: z.string().nullable().describe("The picture's URL."),
  fullSlug: z.string(),
  ...Object.fromEntries(
    Object.entries(filterValues)
      .filter(([key]) => key !== 'filterAlloy')
      .map(([key, values]) => [key, multi(values)]),
  ),
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
  uvp: perMaterial(minor).describe(
    "The recommended retail price (RRP) of each offered metal colour in the store's currency, net; a colour without one has none in this currency. It never prices an order line.",
  ),
  basePrices: perMaterial(minor).describe(
    "The trade price of each offered metal colour: what the store pays (net) for the base article, a line's metadata.prices.base.",
  ),
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

export const productGroup = z
  .discriminatedUnion('metaType', [
    z.strictObject({
      ...groupFields,
      metaType: z.literal('jewelry'),
      deliveryWeeks: perMaterial(z.int()).describe('Delivery time in weeks per offered metal colour.'),
    }),
    z.strictObject({
      ...groupFields,
      metaType: z.literal('service_item'),
      deliveryWeeks: z.int(),
      serviceItem: z.strictObject({ articleNumber: z.string(), price: minor, orderQuantity: z.int(), maxQuantity: z.int(), unitLabel: z.string() }),
    }),
  ])
  .describe("A product group with every price in minor units of the store's currency.")
