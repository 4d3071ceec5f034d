import { parseArticleNumber } from '@/domain/trade/parseArticleNumber'

/**
 * Whether a value is an article number as a product's mpn or a SKU code holds it (spec 2 §3):
 * NN-NNNN-LLLL-N-XX, with "00" where there is no length (10-1234-00-1-WG, 30-0042-0180-2-GW).
 * Full codes with special-colour or special-length suffixes belong to configured order lines, not
 * to a product, so they are refused here; parseArticleNumber reads those.
 */
export function isArticleNumber(value: unknown): value is string {
  try {
    const parts = parseArticleNumber(value)
    return parts.specialColor === null && parts.specialLength === null
  } catch {
    return false
  }
}
