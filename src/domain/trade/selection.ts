import type { Alloy } from '@/domain/trade/alloys'
import type { EngravingType } from '@/domain/trade/engravingTypes'
import type { Material } from '@/domain/trade/materials'
import type { OrderType } from '@/domain/trade/orderTypes'
import type { SpecialColor } from '@/domain/trade/specialColors'

/**
 * What a jeweller has chosen for one product group (spec 2 §3 "Selection state"). Absent choices
 * are null and absent texts '', so the same object serialises to JSON and back unchanged.
 */
export type Selection = {
  alloy: Alloy | null
  /** The chosen article or special length; null when the group has no lengths. */
  length: number | null
  metalColor: Material | null
  /** The engraving type, or null for no engraving. */
  engraving: EngravingType | null
  /** Text of a type 1 or 2 engraving, symbols written as {name} tokens (see engravingText.ts). */
  engravingText: string
  /** Reference (media id or URL) of the uploaded image of a type 3 engraving. */
  engravingImage: string | null
  specialColor: SpecialColor | null
  note: string
  orderType: OrderType
  /** The reserved limitation number of a ring of the year (the server sets it when it reserves one). */
  yearlyRingId: string | null
  endCustomerName: string
  /** A calendar day, YYYY-MM-DD, or null for "as soon as possible". */
  requestedDeliveryDate: string | null
  /** The jeweller's own order reference. */
  orderNumber: string
}

/** The engraving part of a selection, what switching a power bracelet's order type saves and restores. */
export type EngravingChoice = Pick<Selection, 'engraving' | 'engravingText' | 'engravingImage'>
