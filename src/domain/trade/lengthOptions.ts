import type { Material } from '@/domain/trade/materials'
import type { LengthOption, ProductGroup } from '@/domain/trade/productGroup'

export type LengthKind = 'article' | 'special'
export type LengthMatch = { kind: LengthKind; option: LengthOption }

/** The lengths a group offers for a metal colour (spec 2 §3: "articleLengths and specialLengths per metal colour"). */
export function lengthOptionsFor(group: ProductGroup, metalColor: Material | null): { article: LengthOption[]; special: LengthOption[] } {
  if (!metalColor) return { article: [], special: [] }
  return { article: group.articleLengths[metalColor] ?? [], special: group.specialLengths[metalColor] ?? [] }
}

export function hasLengths(group: ProductGroup, metalColor: Material | null): boolean {
  const { article, special } = lengthOptionsFor(group, metalColor)
  return article.length > 0 || special.length > 0
}

/**
 * Which offered length a chosen one is. An article length wins over a special length of the same
 * value: it is a stock SKU, the special one a made-to-order surcharge.
 */
export function findLength(group: ProductGroup, metalColor: Material | null, length: number): LengthMatch | null {
  const { article, special } = lengthOptionsFor(group, metalColor)
  const articleOption = article.find((o) => o.length === length)
  if (articleOption) return { kind: 'article', option: articleOption }
  const specialOption = special.find((o) => o.length === length)
  return specialOption ? { kind: 'special', option: specialOption } : null
}
