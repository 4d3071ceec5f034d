import type { Alloy } from '@/domain/trade/alloys'
import type { EngravingType } from '@/domain/trade/engravingTypes'
import type { Material } from '@/domain/trade/materials'
import type { ProductFilterAttributes, ProductType } from '@/domain/productFilters'
import type { SpecialColor } from '@/domain/trade/specialColors'

/**
 * A product group and a service item as spec 2 §3 lists them, after the API has resolved every price
 * to the store's currency: all amounts are integers in that currency's minor units (see
 * currencies.ts), and the currency itself travels beside the group, not inside it.
 */

/** A length a group offers for a metal colour, with its surcharge (0 when it costs nothing extra). */
export type LengthOption = { length: number; price: number }

/**
 * One of the site's products shown in a group (spec 2 §3 "products"), with the catalogue's other
 * filter attributes beside filterAlloy, so the shop's filter panels (spec 2 §2) have data to filter.
 */
export type GroupProduct = {
  name: string
  name2: string | null
  type: ProductType
  filterAlloy: Alloy[]
  imageMain: string | null
  fullSlug: string
} & ProductFilterAttributes

type PerMetalColor<T> = Partial<Record<Material, T>>

type ProductGroupFields = {
  uuid: string
  name: string
  productType: ProductType
  metalColors: Material[]
  alloys: Alloy[]
  /** The SKU code of each metal colour, an article number usually without length ("10-1234-00-1-WG"). */
  baseSkus: PerMetalColor<string>
  /** Shared by every SKU of the group; the yearly ring's limitation numbers are kept per prefix. */
  skuPrefix: string
  /**
   * The trade price of each metal colour: what the store pays for the base article, its base SKU's
   * price in the store's price list. A line's `metadata.prices.base` (issue 33).
   */
  basePrices: PerMetalColor<number>
  /**
   * The recommended retail price of each metal colour (spec 2 §3 `uvp`): what the house suggests
   * the store asks of its customer for the base article, kept on the group per colour and price
   * list. A colour without one has none in this currency; it never prices an order line.
   */
  uvp: PerMetalColor<number>
  isLimited: boolean
  isRingOfTheYear: boolean
  isDefaultAssortment: boolean
  allowEngraving: boolean
  /** Price of each engraving type the group offers; a type without a price is not offered. */
  engravingPrices: Partial<Record<EngravingType, number>>
  /** The engraving type a default engraving uses (null: text block). */
  standardEngraving: EngravingType | null
  /** A power bracelet: ordered as stock (nocommission) it is engraved with the default "Liebe". */
  hasDefaultEngravingPowerBracelet: boolean
  allowSpecialColor: boolean
  /** Price of each special colour the group offers; a colour without a price is not offered. */
  specialColorPrices: Partial<Record<SpecialColor, number>>
  articleLengths: PerMetalColor<LengthOption[]>
  specialLengths: PerMetalColor<LengthOption[]>
  useSizeLabels: boolean
  products: GroupProduct[]
}

/** Spec 2 §3 "Service item": sold by quantity in steps of orderQuantity up to maxQuantity. */
export type ServiceItem = {
  articleNumber: string
  /** Price of one unit. */
  price: number
  orderQuantity: number
  maxQuantity: number
  /** The unit shown beside the quantity ("Stück", "Packung"), already in the shop's language. */
  unitLabel: string
}

export type JewelryGroup = ProductGroupFields & {
  metaType: 'jewelry'
  /**
   * Delivery time in weeks of each offered metal colour's base SKU: the date picker's earliest day
   * (spec 2 §5). A length with a SKU of its own may take longer; the server checks that SKU.
   */
  deliveryWeeks: PerMetalColor<number>
}
/** A service item is listed like a group (name, products, pictures) and carries its item fields. */
export type ServiceItemGroup = ProductGroupFields & {
  metaType: 'service_item'
  serviceItem: ServiceItem
  /** Delivery time in weeks of the item's SKU (a service item has no metal colour). */
  deliveryWeeks: number
}
export type ProductGroup = JewelryGroup | ServiceItemGroup
