import { encodeArticleLength, NO_LENGTH_PART } from '@/domain/trade/articleLength'
import { FINISH_PART, MODEL_PART, PRODUCT_PART, VARIANT_PART, type ArticleNumberInput } from '@/domain/trade/articleNumberParts'
import { InvalidArticleNumberError } from '@/domain/trade/invalidArticleNumberError'
import { isSpecialColor } from '@/domain/trade/specialColors'

const matches = (pattern: RegExp, value: unknown) => typeof value === 'string' && pattern.test(value)

/**
 * The one canonical spelling of an article number; parseArticleNumber reads it back to the same
 * parts. Throws InvalidArticleNumberError (with the reason) for any part it cannot write.
 */
export function buildArticleNumber(parts: ArticleNumberInput): string {
  if (!matches(PRODUCT_PART, parts.product)) throw new InvalidArticleNumberError('product', parts.product)
  if (!matches(MODEL_PART, parts.model)) throw new InvalidArticleNumberError('model', parts.model)
  if (!matches(VARIANT_PART, parts.variant)) throw new InvalidArticleNumberError('variant', parts.variant)
  if (!matches(FINISH_PART, parts.finish)) throw new InvalidArticleNumberError('finish', parts.finish)
  const length = parts.length == null ? NO_LENGTH_PART : encodeArticleLength(parts.length, 'length')
  let code = `${parts.product}-${parts.model}-${length}-${parts.variant}-${parts.finish}`
  if (parts.specialColor != null) {
    if (!isSpecialColor(parts.specialColor)) throw new InvalidArticleNumberError('special-color', parts.specialColor)
    code += `-C${parts.specialColor}`
  }
  if (parts.specialLength != null) code += `-L${encodeArticleLength(parts.specialLength, 'special-length')}`
  return code
}
