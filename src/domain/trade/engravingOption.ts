import { isTextEngravingType, type EngravingType } from '@/domain/trade/engravingTypes'
import type { JewelryGroup } from '@/domain/trade/productGroup'
import { resolveSelection } from '@/domain/trade/resolveSelection'
import type { Selection } from '@/domain/trade/selection'

/** The engraving option of a cart line (spec 2 §3 "Cart line item: engraving option data"). */
export type EngravingOption = { type: EngravingType; text: string | null; image: string | null; price: number }

/**
 * The engraving a line carries, or null without one. Only the part of the type travels: a text
 * engraving drops a stale image reference and an image engraving a stale text, so the engraver
 * never sees both. The text keeps its {symbol} tokens, trimmed and in composed (NFC) form as counted.
 */
export function engravingOption(group: JewelryGroup, selection: Selection): EngravingOption | null {
  const { engravingPrice } = resolveSelection(group, selection)
  if (selection.engraving === null) return null
  const text = isTextEngravingType(selection.engraving)
  return {
    type: selection.engraving,
    text: text ? selection.engravingText.trim().normalize('NFC') : null,
    image: text ? null : selection.engravingImage,
    price: engravingPrice,
  }
}
