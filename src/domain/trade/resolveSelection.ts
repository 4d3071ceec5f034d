import { isAmountMinor } from '@/domain/trade/currencies'
import { defaultEngraving, forcesDefaultEngraving } from '@/domain/trade/defaultEngraving'
import { isEngravingType } from '@/domain/trade/engravingTypes'
import { InvalidSelectionError } from '@/domain/trade/invalidSelectionError'
import { findLength, hasLengths, type LengthMatch } from '@/domain/trade/lengthOptions'
import { isMaterial, type Material } from '@/domain/trade/materials'
import { isOrderType } from '@/domain/trade/orderTypes'
import type { JewelryGroup } from '@/domain/trade/productGroup'
import type { Selection } from '@/domain/trade/selection'
import { isSpecialColor } from '@/domain/trade/specialColors'

/** A selection checked against its group, with each price component looked up. */
export type ResolvedSelection = {
  metalColor: Material
  basePrice: number
  length: LengthMatch | null
  specialColorPrice: number
  engravingPrice: number
}

/** A price the group data lacks or holds as a float is a data error; it must never become 0. */
function amount(value: number | undefined, what: string): number {
  if (!isAmountMinor(value) || value < 0) throw new InvalidSelectionError('missing-price', what)
  return value
}

/**
 * Checks a jewellery selection against everything its group allows and finds the price of each
 * choice. Throws InvalidSelectionError for anything the shop would not have offered. The alloy is
 * checked but not priced: the spec prices by metal colour only (the trade price of each colour's
 * base SKU; the group's `uvp` is the recommended retail price and prices nothing here).
 */
export function resolveSelection(group: JewelryGroup, selection: Selection): ResolvedSelection {
  if (group.metaType !== 'jewelry') throw new InvalidSelectionError('not-jewelry', `${group.uuid} is a ${String(group.metaType)}`)
  if (!isOrderType(selection.orderType)) throw new InvalidSelectionError('order-type', String(selection.orderType))

  const metalColor = selection.metalColor
  if (!isMaterial(metalColor) || !group.metalColors.includes(metalColor)) {
    throw new InvalidSelectionError('metal-color', `${String(metalColor)} is not one of ${group.metalColors.join(', ')}`)
  }
  const basePrice = amount(group.basePrices[metalColor], `base price of ${metalColor}`)

  if (selection.alloy !== null && !group.alloys.includes(selection.alloy)) {
    throw new InvalidSelectionError('alloy', `${String(selection.alloy)} is not one of ${group.alloys.join(', ') || 'none'}`)
  }

  let length: LengthMatch | null = null
  if (hasLengths(group, metalColor)) {
    if (selection.length === null) throw new InvalidSelectionError('length-required', `${group.uuid} in ${metalColor} needs a length`)
    length = findLength(group, metalColor, selection.length)
    if (!length) throw new InvalidSelectionError('length', `${selection.length} is not offered in ${metalColor}`)
    amount(length.option.price, `price of length ${selection.length}`)
  } else if (selection.length !== null) {
    throw new InvalidSelectionError('length', `${group.uuid} in ${metalColor} has no lengths`)
  }

  let specialColorPrice = 0
  if (selection.specialColor !== null) {
    if (!group.allowSpecialColor) throw new InvalidSelectionError('special-color-not-allowed', group.uuid)
    const price = isSpecialColor(selection.specialColor) ? group.specialColorPrices[selection.specialColor] : undefined
    if (price === undefined) throw new InvalidSelectionError('special-color', `${String(selection.specialColor)} is not offered`)
    specialColorPrice = amount(price, `price of special colour ${selection.specialColor}`)
  }

  // A stock power bracelet carries exactly the default engraving; anything else was not on offer.
  if (forcesDefaultEngraving(group, selection.orderType)) {
    const forced = defaultEngraving(group)
    if (selection.engraving !== forced.engraving || selection.engravingText.trim() !== forced.engravingText) {
      throw new InvalidSelectionError('forced-engraving', `a nocommission power bracelet is engraved "${forced.engravingText}" in type ${forced.engraving}`)
    }
  }
  let engravingPrice = 0
  if (selection.engraving !== null) {
    if (!isEngravingType(selection.engraving)) throw new InvalidSelectionError('engraving-type', `${String(selection.engraving)} is not 1, 2 or 3`)
    if (!group.allowEngraving) throw new InvalidSelectionError('engraving-not-allowed', group.uuid)
    const price = group.engravingPrices[selection.engraving]
    if (price === undefined) throw new InvalidSelectionError('engraving-type', `type ${selection.engraving} is not offered`)
    engravingPrice = amount(price, `price of engraving type ${selection.engraving}`)
  }

  return { metalColor, basePrice, length, specialColorPrice, engravingPrice }
}
