import { initialSelection } from '@/domain/trade/initialSelection'
import { isMaterial, type Material } from '@/domain/trade/materials'
import { priceLine, type PriceLine } from '@/domain/trade/priceLine'
import type { ProductGroup } from '@/domain/trade/productGroup'
import type { Selection } from '@/domain/trade/selection'
import { serviceLinePrice } from '@/domain/trade/serviceQuantity'

/** GET /api/v1/commerce/limitations/: the free limitation numbers of each yearly ring, by sku prefix. */
export type Limitations = Record<string, readonly (number | string)[]>

/**
 * Spec 2 §4: a ring of the year is sold out when no limitation number is left for its sku prefix.
 * Unknown limitations (not loaded) are not a sale stop: the add call then finds out (409).
 */
export function isSoldOut(group: ProductGroup, limitations: Limitations | null): boolean {
  if (!group.isRingOfTheYear || !limitations) return false
  return !(limitations[group.skuPrefix]?.length ?? 0)
}

/** The free numbers of one ring of the year, as numbers, ascending (the answer may give strings). */
export function freeLimitationNumbers(limitations: Limitations, skuPrefix: string): number[] {
  return (limitations[skuPrefix] ?? [])
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .sort((a, b) => a - b)
}

/** The limitations after this page reserved a number (issue 30: the count follows without a reload). */
export function withoutNumber(limitations: Limitations, skuPrefix: string, number: number): Limitations {
  const numbers = limitations[skuPrefix]
  if (!numbers) return limitations
  return { ...limitations, [skuPrefix]: numbers.filter((n) => Number(n) !== number) }
}

/**
 * The delivery time in weeks the earliest delivery date counts from: the products answer gives a
 * service item's as one number and a group's per metal colour (its base SKU's). No colour chosen,
 * or a value that is not whole weeks, counts as 0: the picker then starts today and the server's
 * own check (a 400) has the last word.
 */
export function deliveryWeeksOf(group: ProductGroup, metalColor: Material | null): number {
  const raw: unknown = group.deliveryWeeks
  const weeks = typeof raw === 'number' ? raw : raw && typeof raw === 'object' && isMaterial(metalColor) ? (raw as Record<string, unknown>)[metalColor] : 0
  return typeof weeks === 'number' && Number.isInteger(weeks) && weeks >= 0 ? weeks : 0
}

/** The price of a jewellery selection, or null when the group's data cannot price it (never a made-up 0). */
export function selectionPrice(group: ProductGroup, selection: Selection): PriceLine | null {
  if (group.metaType !== 'jewelry') return null
  try {
    return priceLine(group, selection)
  } catch {
    return null
  }
}

/** What a card shows before it is opened: the price the order form starts at, or a service item's unit price. */
export function startingPrice(group: ProductGroup): number | null {
  if (group.metaType === 'service_item') return group.serviceItem.price
  return selectionPrice(group, initialSelection(group))?.total ?? null
}

/**
 * The lowest recommended retail price (spec 2 §3 `uvp`) among a group's metal colours, shown on the card
 * beside the trade price it starts at; null when the group has none in this currency (and for a
 * service item, which is not resold).
 */
export function startingRrp(group: ProductGroup): number | null {
  if (group.metaType === 'service_item') return null
  const prices = group.metalColors.flatMap((color) => (group.uvp[color] === undefined ? [] : [group.uvp[color]]))
  return prices.length ? Math.min(...prices) : null
}

/** A service item line's total, or null for a quantity the dropdown does not offer. */
export function serviceTotal(group: ProductGroup, quantity: number): number | null {
  if (group.metaType !== 'service_item') return null
  try {
    return serviceLinePrice(group.serviceItem, quantity).total
  } catch {
    return null
  }
}
