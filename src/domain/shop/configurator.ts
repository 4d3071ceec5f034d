import { DEFAULT_ENGRAVING_TEXT } from '@/domain/trade/defaultEngraving'
import { isTextEngravingType, type EngravingType } from '@/domain/trade/engravingTypes'
import { initialSelection } from '@/domain/trade/initialSelection'
import type { Material } from '@/domain/trade/materials'
import type { OrderType } from '@/domain/trade/orderTypes'
import type { ProductGroup } from '@/domain/trade/productGroup'
import { selectMetalColor } from '@/domain/trade/selectMetalColor'
import type { Alloy } from '@/domain/trade/alloys'
import type { SpecialColor } from '@/domain/trade/specialColors'
import { switchOrderType, type ConfiguratorState } from '@/domain/trade/switchOrderType'

/** One choice in the order form. Each maps onto a rule of the trade domain; none is decided here. */
export type ConfiguratorAction =
  | { type: 'metalColor'; value: Material }
  | { type: 'alloy'; value: Alloy }
  | { type: 'length'; value: number }
  | { type: 'specialColor'; value: SpecialColor | null }
  | { type: 'engraving'; value: EngravingType | null }
  | { type: 'engravingText'; value: string }
  | { type: 'engravingImage'; value: string | null }
  | { type: 'text'; field: 'note' | 'endCustomerName' | 'orderNumber'; value: string }
  | { type: 'requestedDeliveryDate'; value: string | null }
  /** Spec 2 §4: the limitation number the jeweller picked from the free ones of a ring of the year. */
  | { type: 'yearlyRingId'; value: string | null }
  | { type: 'orderType'; value: OrderType }
  | { type: 'reset' }

export function initialConfigurator(group: ProductGroup): ConfiguratorState {
  return { selection: initialSelection(group), savedEngraving: null }
}

/** The order form's state after a choice: the selection plus the engraving a forced default replaced. */
export function configure(group: ProductGroup, state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState {
  const { selection } = state
  const set = (changes: Partial<ConfiguratorState['selection']>): ConfiguratorState => ({ ...state, selection: { ...selection, ...changes } })
  switch (action.type) {
    case 'metalColor':
      return { ...state, selection: selectMetalColor(group, selection, action.value) }
    case 'alloy':
      return set({ alloy: action.value })
    case 'length':
      return set({ length: action.value })
    case 'specialColor':
      return set({ specialColor: action.value })
    case 'engraving': {
      // A power bracelet's text engraving starts with its default text (spec 2 §5: "Liebe"), editable.
      const prefill = isTextEngravingType(action.value) && !selection.engravingText && group.hasDefaultEngravingPowerBracelet
      return set({ engraving: action.value, ...(prefill ? { engravingText: DEFAULT_ENGRAVING_TEXT } : {}) })
    }
    case 'engravingText':
      return set({ engravingText: action.value })
    case 'engravingImage':
      return set({ engravingImage: action.value })
    case 'text':
      return set({ [action.field]: action.value })
    case 'requestedDeliveryDate':
      return set({ requestedDeliveryDate: action.value })
    case 'yearlyRingId':
      return set({ yearlyRingId: action.value })
    case 'orderType':
      return switchOrderType(state, action.value, group)
    case 'reset':
      return initialConfigurator(group)
  }
}
