import { isTextEngravingType } from '@/domain/trade/engravingTypes'
import type { OrderType } from '@/domain/trade/orderTypes'
import type { ProductGroup } from '@/domain/trade/productGroup'
import type { EngravingChoice } from '@/domain/trade/selection'

/** Spec 2 §5: "Default engraving text for power bracelets: Liebe." */
export const DEFAULT_ENGRAVING_TEXT = 'Liebe'

/**
 * Whether the group's engraving is forced to the default (spec 2 §4: "Switching a power bracelet to
 * nocommission forces the default engraving"). A power bracelet is a group with
 * hasDefaultEngravingPowerBracelet; stock pieces all carry the same engraving.
 */
export function forcesDefaultEngraving(group: ProductGroup, orderType: OrderType): boolean {
  return group.hasDefaultEngravingPowerBracelet && orderType === 'nocommission'
}

/**
 * The default engraving: "Liebe" in the group's standardEngraving type when that is a text type,
 * else in text block (type 1), since an image engraving cannot carry a text.
 */
export function defaultEngraving(group: ProductGroup): EngravingChoice {
  return {
    engraving: isTextEngravingType(group.standardEngraving) ? group.standardEngraving : 1,
    engravingText: DEFAULT_ENGRAVING_TEXT,
    engravingImage: null,
  }
}
