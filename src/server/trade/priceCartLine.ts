import 'server-only'
import { configuredArticleNumber } from '@/domain/trade/configuredArticleNumber'
import { engravingOption, type EngravingOption } from '@/domain/trade/engravingOption'
import { InvalidSelectionError } from '@/domain/trade/invalidSelectionError'
import { priceLine } from '@/domain/trade/priceLine'
import type { ProductGroup } from '@/domain/trade/productGroup'
import type { Selection } from '@/domain/trade/selection'
import { serviceLinePrice } from '@/domain/trade/serviceQuantity'

export type PricedCartLine = {
  /** The selection as ordered: a service item carries none of the jewellery choices. */
  selection: Selection
  skuCode: string
  fullCode: string
  engraving: EngravingOption | null
  unit: number
  total: number
}

/** A service item is ordered by quantity only; jewellery choices sent with it mean nothing and are dropped. */
const serviceSelection = (selection: Selection): Selection => ({
  ...selection,
  alloy: null,
  length: null,
  metalColor: null,
  engraving: null,
  engravingText: '',
  engravingImage: null,
  specialColor: null,
})

/**
 * Everything the server computes for a cart line, from the group in the store's currency and the
 * selection alone, with the domain's rules (prices, engraving option, article numbers). Throws
 * InvalidSelectionError (or InvalidArticleNumberError) for a choice the group does not allow.
 */
export function priceCartLine(group: ProductGroup, selection: Selection, quantity: number): PricedCartLine {
  if (group.metaType === 'service_item') {
    const price = serviceLinePrice(group.serviceItem, quantity)
    const ordered = serviceSelection(selection)
    return { selection: ordered, ...configuredArticleNumber(group, ordered), engraving: null, unit: price.unit, total: price.total }
  }
  const unit = priceLine(group, selection).total
  const total = unit * quantity
  if (!Number.isSafeInteger(total)) throw new InvalidSelectionError('quantity', `${quantity} pieces exceed the safe integer range`)
  return { selection, ...configuredArticleNumber(group, selection), engraving: engravingOption(group, selection), unit, total }
}
