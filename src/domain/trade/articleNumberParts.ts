import type { SpecialColor } from '@/domain/trade/specialColors'

/**
 * An article number in parts (spec 2 §3), written `PP-MMMM-LLLL-V-FF[-C<colour>][-L<length>]`:
 * - product: 2 digits, model: 4 digits (strings: they are codes, "0042" keeps its zeros);
 * - length: the article length (ring width in mm, necklace or bracelet length in cm) or null, which
 *   is written "00" as in the demo catalogue (10-1234-00-1-WG);
 * - variant: the 1-digit part (its meaning is not in the spec; the catalogue uses 1 for one gold
 *   colour and 2 for GW, but nothing here depends on it);
 * - finish: 2 capital letters, the metal colour (WG, GG, GW; others allowed so a new finish needs no code);
 * - specialColor and specialLength: the suffixes of the full code, "-C3" and "-L0575". Without them
 *   the number is a SKU code; with them it is the full code of a configured item.
 */
export type ArticleNumberParts = {
  product: string
  model: string
  length: number | null
  variant: string
  finish: string
  specialColor: SpecialColor | null
  specialLength: number | null
}

/** What buildArticleNumber takes: the optional parts may be left out instead of null. */
export type ArticleNumberInput = Omit<ArticleNumberParts, 'length' | 'specialColor' | 'specialLength'> &
  Partial<Pick<ArticleNumberParts, 'length' | 'specialColor' | 'specialLength'>>

export const PRODUCT_PART = /^\d{2}$/
export const MODEL_PART = /^\d{4}$/
export const VARIANT_PART = /^\d$/
export const FINISH_PART = /^[A-Z]{2}$/
