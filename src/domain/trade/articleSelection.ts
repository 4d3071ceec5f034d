import type { ArticleNumberParts } from '@/domain/trade/articleNumberParts'
import { configuredArticleNumber } from '@/domain/trade/configuredArticleNumber'
import { InvalidArticleNumberError } from '@/domain/trade/invalidArticleNumberError'
import { InvalidSelectionError } from '@/domain/trade/invalidSelectionError'
import { initialSelection } from '@/domain/trade/initialSelection'
import { findLength, hasLengths } from '@/domain/trade/lengthOptions'
import type { LineRefusal } from '@/domain/trade/lineRefusals'
import { maxPiecesOf } from '@/domain/trade/linePieces'
import type { Material } from '@/domain/trade/materials'
import { parseArticleNumber } from '@/domain/trade/parseArticleNumber'
import type { JewelryGroup, ProductGroup } from '@/domain/trade/productGroup'
import type { QuickOrderEntry } from '@/domain/trade/quickOrder'
import { selectMetalColor } from '@/domain/trade/selectMetalColor'
import type { Selection } from '@/domain/trade/selection'
import { isServiceQuantity } from '@/domain/trade/serviceQuantity'
import { switchOrderType } from '@/domain/trade/switchOrderType'

export type ArticleSelection = { group: ProductGroup; selection: Selection }
export type QuickOrderLine = ArticleSelection & { quantity: number }

/** A quick order is stock for the jeweller's shop: nothing in an article number names an end customer. */
const QUICK_ORDER_TYPE = 'nocommission'

function partsOf(code: string): ArticleNumberParts | null {
  try {
    return parseArticleNumber(code)
  } catch (err) {
    if (err instanceof InvalidArticleNumberError) return null
    throw err
  }
}

/** The group and metal colour whose base SKU is this article (product, model, variant and finish; the length is the configuration's). */
function baseOf(groups: readonly ProductGroup[], parts: ArticleNumberParts): { group: JewelryGroup; metalColor: Material } | LineRefusal {
  let model = false
  for (const group of groups) {
    if (group.metaType !== 'jewelry') continue
    for (const metalColor of group.metalColors) {
      const base = partsOf(group.baseSkus[metalColor] ?? '')
      if (!base || base.product !== parts.product || base.model !== parts.model) continue
      model = true
      if (base.variant === parts.variant && base.finish === parts.finish) return { group, metalColor }
    }
  }
  return model ? 'finish-not-offered' : 'not-in-shop'
}

/**
 * The configuration an article number stands for (issue 33, quick order): the reverse of
 * configuredArticleNumber, so that the one rule writes every code. A service item is its article
 * number; a jewellery article is the group whose base SKU has its product, model, variant and finish,
 * in that metal colour, with the length of the fourth part (an article length) or of the -L suffix
 * (a special length) and the -C special colour, ordered as stock (nocommission, which gives a power
 * bracelet its default engraving as in the shop). The configuration is built again into its code,
 * and only the code given is accepted: an article length written as a special one (or the reverse)
 * is refused rather than read as something else. Other choices (alloy, engraving, texts) are the
 * shop's defaults; the jeweller changes them on the line in the cart.
 */
export function articleSelection(groups: readonly ProductGroup[], code: string): ArticleSelection | LineRefusal {
  const parts = partsOf(code)
  if (!parts) return 'article-format'
  const service = groups.find((g) => g.metaType === 'service_item' && g.serviceItem.articleNumber === code)
  if (service) return { group: service, selection: initialSelection(service) }

  const base = baseOf(groups, parts)
  if (typeof base === 'string') return base
  const { group, metalColor } = base
  let selection = selectMetalColor(group, initialSelection(group), metalColor)
  selection = switchOrderType({ selection, savedEngraving: null }, QUICK_ORDER_TYPE, group).selection

  const length = parts.specialLength ?? parts.length
  if (hasLengths(group, metalColor)) {
    if (length === null) return 'length-required'
    const match = findLength(group, metalColor, length)
    if (!match) return 'length-not-offered'
    if ((match.kind === 'special') !== (parts.specialLength !== null)) return 'length-spelling'
  } else if (length !== null) return 'length-not-offered'
  if (parts.specialColor !== null && (!group.allowSpecialColor || group.specialColorPrices[parts.specialColor] === undefined)) {
    return 'special-color-not-offered'
  }
  selection = { ...selection, length, specialColor: parts.specialColor }

  try {
    return configuredArticleNumber(group, selection).fullCode === code ? { group, selection } : 'length-spelling'
  } catch (err) {
    if (err instanceof InvalidSelectionError || err instanceof InvalidArticleNumberError) return 'not-offered'
    throw err
  }
}

/**
 * A read line of a quick order against today's catalogue: its group, selection and quantity, or why
 * it cannot go into the cart. Without a quantity a jewellery line takes one piece and a service item
 * one step (its orderQuantity). A jewellery line holds at most the house's `maxJewelleryPieces` (a
 * ring of the year one), a service item a step of its own up to its maximum.
 */
export function quickOrderLine(groups: readonly ProductGroup[], entry: QuickOrderEntry, maxJewelleryPieces: number): QuickOrderLine | LineRefusal {
  if (entry.error) return entry.error
  const found = articleSelection(groups, entry.articleNumber)
  if (typeof found === 'string') return found
  const { group } = found
  if (group.metaType === 'service_item') {
    const quantity = entry.quantity ?? group.serviceItem.orderQuantity
    if (quantity > group.serviceItem.maxQuantity) return 'quantity-too-large'
    if (!isServiceQuantity(group.serviceItem, quantity)) return 'quantity-step'
    return { ...found, quantity }
  }
  const quantity = entry.quantity ?? 1
  const max = maxPiecesOf(group, maxJewelleryPieces) ?? 1
  return quantity > max ? 'quantity-too-large' : { ...found, quantity }
}
