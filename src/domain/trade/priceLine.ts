import { InvalidSelectionError } from '@/domain/trade/invalidSelectionError'
import type { JewelryGroup } from '@/domain/trade/productGroup'
import { resolveSelection } from '@/domain/trade/resolveSelection'
import type { Selection } from '@/domain/trade/selection'

/** The price of one configured piece, every part in the store currency's minor units. */
export type PriceLine = { base: number; specialColor: number; length: number; engraving: number; total: number }

/**
 * The price of a jewellery selection: the metal colour's base price plus the special colour, the
 * chosen (article or special) length and the engraving type. The server computes it from the group
 * and ignores any price the browser sends; the shop calls the same function so both always agree.
 * Throws InvalidSelectionError for a selection the group does not allow.
 */
export function priceLine(group: JewelryGroup, selection: Selection): PriceLine {
  const resolved = resolveSelection(group, selection)
  const line = {
    base: resolved.basePrice,
    specialColor: resolved.specialColorPrice,
    length: resolved.length?.option.price ?? 0,
    engraving: resolved.engravingPrice,
  }
  const total = line.base + line.specialColor + line.length + line.engraving
  if (!Number.isSafeInteger(total)) throw new InvalidSelectionError('missing-price', 'the total exceeds the safe integer range')
  return { ...line, total }
}
