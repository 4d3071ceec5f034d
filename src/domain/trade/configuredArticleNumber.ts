import { buildArticleNumber } from '@/domain/trade/buildArticleNumber'
import { InvalidSelectionError } from '@/domain/trade/invalidSelectionError'
import { parseArticleNumber } from '@/domain/trade/parseArticleNumber'
import type { ProductGroup } from '@/domain/trade/productGroup'
import { resolveSelection } from '@/domain/trade/resolveSelection'
import type { Selection } from '@/domain/trade/selection'

/**
 * The article numbers of a configured item:
 * - skuCode, the SKU to look up (weight, delivery time): the metal colour's base SKU with an
 *   article length written into its length part ("10-1234-00-1-WG" at 56 → "10-1234-0560-1-WG");
 * - fullCode, what the order line carries: skuCode plus the special-colour and special-length
 *   suffixes ("10-1234-00-1-WG-C3-L0575"). A special length leaves the SKU's own length part as it
 *   is, because it is made to order from that SKU, not a SKU of its own.
 * A service item's codes are both its article number.
 */
export function configuredArticleNumber(group: ProductGroup, selection: Selection): { skuCode: string; fullCode: string } {
  if (group.metaType === 'service_item') {
    const code = buildArticleNumber(parseArticleNumber(group.serviceItem.articleNumber))
    return { skuCode: code, fullCode: code }
  }
  const resolved = resolveSelection(group, selection)
  const baseSku = group.baseSkus[resolved.metalColor]
  if (!baseSku) throw new InvalidSelectionError('metal-color', `${group.uuid} has no base SKU in ${resolved.metalColor}`)
  const base = parseArticleNumber(baseSku)
  const sku = { ...base, specialColor: null, specialLength: null }
  if (resolved.length?.kind === 'article') sku.length = resolved.length.option.length
  return {
    skuCode: buildArticleNumber(sku),
    fullCode: buildArticleNumber({
      ...sku,
      specialColor: selection.specialColor,
      specialLength: resolved.length?.kind === 'special' ? resolved.length.option.length : null,
    }),
  }
}
