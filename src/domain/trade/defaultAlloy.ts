import type { Alloy } from '@/domain/trade/alloys'
import type { Material } from '@/domain/trade/materials'
import type { ProductGroup } from '@/domain/trade/productGroup'

/** The alloy each metal colour is cast in (spec 2 §3: WG white gold, GG yellow gold); GW, both golds, has none of its own. */
const alloyOfMaterial: Partial<Record<Material, Alloy>> = { WG: 'white_gold', GG: 'yellow_gold' }

/**
 * The alloy a card opens with for a metal colour (issue 30: a yellow-gold ring opened in white
 * gold): the colour's own alloy when the group offers it, else the group's first, else none.
 */
export function defaultAlloy(group: ProductGroup, metalColor: Material | null): Alloy | null {
  if (group.metaType !== 'jewelry') return null
  const own = metalColor ? alloyOfMaterial[metalColor] : undefined
  return own && group.alloys.includes(own) ? own : (group.alloys[0] ?? null)
}
