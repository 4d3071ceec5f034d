import { defaultEngraving, forcesDefaultEngraving } from '@/domain/trade/defaultEngraving'
import type { OrderType } from '@/domain/trade/orderTypes'
import type { ProductGroup } from '@/domain/trade/productGroup'
import type { EngravingChoice, Selection } from '@/domain/trade/selection'

/** The configurator's state: the selection plus the engraving a forced default engraving replaced. */
export type ConfiguratorState = { selection: Selection; savedEngraving: EngravingChoice | null }

const engravingOf = ({ engraving, engravingText, engravingImage }: Selection): EngravingChoice => ({ engraving, engravingText, engravingImage })

/**
 * Spec 2 §4: "Switching a power bracelet to nocommission forces the default engraving and saves the
 * previous engraving state; switching back to commission restores it." A pure reducer: the same
 * state and order type always give the same next state. Other groups only change the order type.
 * Back to commission without a saved engraving (the card opened as nocommission) keeps the default
 * engraving, which the jeweller may then edit.
 */
export function switchOrderType(state: ConfiguratorState, orderType: OrderType, group: ProductGroup): ConfiguratorState {
  const { selection, savedEngraving } = state
  if (selection.orderType === orderType) return state
  if (forcesDefaultEngraving(group, orderType)) {
    return { selection: { ...selection, orderType, ...defaultEngraving(group) }, savedEngraving: engravingOf(selection) }
  }
  if (savedEngraving) return { selection: { ...selection, orderType, ...savedEngraving }, savedEngraving: null }
  return { selection: { ...selection, orderType }, savedEngraving }
}
