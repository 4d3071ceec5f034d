import { defaultAlloy } from '@/domain/trade/defaultAlloy'
import { defaultLength } from '@/domain/trade/defaultLength'
import { DEFAULT_ORDER_TYPE } from '@/domain/trade/orderTypes'
import type { ProductGroup } from '@/domain/trade/productGroup'
import type { Selection } from '@/domain/trade/selection'

/**
 * The selection a product card opens with, and resets to after a successful add to cart (spec 2
 * §4): the group's first metal colour and its alloy (defaultAlloy), the default length for that colour, a commission
 * order, no special colour and no engraving. A power bracelet gets its default engraving when the
 * jeweller switches to nocommission (switchOrderType), not before.
 */
export function initialSelection(group: ProductGroup): Selection {
  const metalColor = group.metaType === 'jewelry' ? (group.metalColors[0] ?? null) : null
  return {
    alloy: defaultAlloy(group, metalColor),
    length: group.metaType === 'jewelry' ? defaultLength(group, metalColor) : null,
    metalColor,
    engraving: null,
    engravingText: '',
    engravingImage: null,
    specialColor: null,
    note: '',
    orderType: DEFAULT_ORDER_TYPE,
    yearlyRingId: null,
    endCustomerName: '',
    requestedDeliveryDate: null,
    orderNumber: '',
  }
}
