import { defaultAlloy } from '@/domain/trade/defaultAlloy'
import { defaultLength } from '@/domain/trade/defaultLength'
import { findLength } from '@/domain/trade/lengthOptions'
import type { Material } from '@/domain/trade/materials'
import type { ProductGroup } from '@/domain/trade/productGroup'
import type { Selection } from '@/domain/trade/selection'

/**
 * The selection after choosing a metal colour. Lengths are offered per metal colour, so a length the
 * new colour also offers stays and any other falls back to the new colour's default length. The
 * alloy follows the colour (defaultAlloy): yellow gold for GG, white gold for WG; the jeweller may
 * still choose the other one afterwards.
 */
export function selectMetalColor(group: ProductGroup, selection: Selection, metalColor: Material): Selection {
  const keeps = selection.length !== null && findLength(group, metalColor, selection.length) !== null
  return { ...selection, metalColor, alloy: defaultAlloy(group, metalColor), length: keeps ? selection.length : defaultLength(group, metalColor) }
}
