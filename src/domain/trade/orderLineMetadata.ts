import type { ProductType } from '@/domain/productFilters'
import type { Alloy } from '@/domain/trade/alloys'
import type { Material } from '@/domain/trade/materials'
import type { MetaType } from '@/domain/trade/metaTypes'
import type { OrderType } from '@/domain/trade/orderTypes'
import { priceLine } from '@/domain/trade/priceLine'
import type { ProductGroup } from '@/domain/trade/productGroup'
import type { Selection } from '@/domain/trade/selection'
import type { SpecialColor } from '@/domain/trade/specialColors'

/**
 * The metadata of an order line, with the snake_case names of spec 2 §3 ("Order line metadata"),
 * amounts in the order currency's minor units. The engraving and its price travel in the line's
 * engraving option (engravingOption.ts), so prices lists the other three parts as the spec does.
 */
export type OrderLineMetadata = {
  article_group_id: string
  limit_nr: string | null
  order_type: OrderType
  note: string
  requested_delivery_date: string | null
  end_customer_name: string
  order_number: string
  meta_type: MetaType
  final_length: number | null
  special_color: SpecialColor | null
  article_metal_color: Material | null
  /** The chosen alloy (issue 30), beside the metal colour; null for a service item. Lines added before it have none. */
  alloy?: Alloy | null
  product_type: ProductType
  prices: { base: number; special_color: number; final_length: number }
}

/**
 * Built from the group and a selection the server has checked (it throws InvalidSelectionError like
 * priceLine). limit_nr is the selection's yearlyRingId, which the server sets to the number it
 * reserved. A service item line's base price is its unit price; the quantity travels on the line.
 */
export function orderLineMetadata(group: ProductGroup, selection: Selection): OrderLineMetadata {
  const common = {
    article_group_id: group.uuid,
    limit_nr: group.isRingOfTheYear ? selection.yearlyRingId : null,
    order_type: selection.orderType,
    note: selection.note.trim(),
    requested_delivery_date: selection.requestedDeliveryDate || null,
    // The end customer only belongs to a commission order; a stock piece has none.
    end_customer_name: selection.orderType === 'commission' ? selection.endCustomerName.trim() : '',
    order_number: selection.orderNumber.trim(),
    meta_type: group.metaType,
    product_type: group.productType,
  }
  if (group.metaType === 'service_item') {
    return {
      ...common,
      final_length: null,
      special_color: null,
      article_metal_color: null,
      alloy: null,
      prices: { base: group.serviceItem.price, special_color: 0, final_length: 0 },
    }
  }
  const prices = priceLine(group, selection)
  return {
    ...common,
    final_length: selection.length,
    special_color: selection.specialColor,
    article_metal_color: selection.metalColor,
    alloy: selection.alloy,
    prices: { base: prices.base, special_color: prices.specialColor, final_length: prices.length },
  }
}
