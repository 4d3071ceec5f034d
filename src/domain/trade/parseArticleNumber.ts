import { decodeArticleLength, NO_LENGTH_PART } from '@/domain/trade/articleLength'
import { FINISH_PART, MODEL_PART, PRODUCT_PART, VARIANT_PART, type ArticleNumberParts } from '@/domain/trade/articleNumberParts'
import { InvalidArticleNumberError } from '@/domain/trade/invalidArticleNumberError'
import type { SpecialColor } from '@/domain/trade/specialColors'

const COLOR_SUFFIX = /^C[1-9]$/

/**
 * Reads a SKU code or a full code (see ArticleNumberParts). Strict on purpose: only the spelling
 * buildArticleNumber writes is accepted (no lower case, spaces, "0000" for no length, or suffixes out
 * of order), so one item never has two codes and codes can be compared as strings.
 */
export function parseArticleNumber(code: unknown): ArticleNumberParts {
  if (typeof code !== 'string') throw new InvalidArticleNumberError('not-a-string', code)
  const segments = code.split('-')
  if (segments.length < 5 || segments.length > 7) throw new InvalidArticleNumberError('format', code)
  const [product, model, lengthPart, variant, finish, ...suffixes] = segments as [string, string, string, string, string, ...string[]]
  if (!PRODUCT_PART.test(product)) throw new InvalidArticleNumberError('product', code)
  if (!MODEL_PART.test(model)) throw new InvalidArticleNumberError('model', code)
  const length = lengthPart === NO_LENGTH_PART ? null : decodeLength(lengthPart, 'length', code)
  if (!VARIANT_PART.test(variant)) throw new InvalidArticleNumberError('variant', code)
  if (!FINISH_PART.test(finish)) throw new InvalidArticleNumberError('finish', code)

  let specialColor: SpecialColor | null = null
  let specialLength: number | null = null
  // The colour suffix comes before the length suffix; each at most once.
  let seen: 'none' | 'color' | 'length' = 'none'
  for (const suffix of suffixes) {
    if (suffix.startsWith('C') && seen === 'none') {
      if (!COLOR_SUFFIX.test(suffix)) throw new InvalidArticleNumberError('special-color', code)
      specialColor = Number(suffix.slice(1)) as SpecialColor
      seen = 'color'
    } else if (suffix.startsWith('L') && seen !== 'length') {
      specialLength = decodeLength(suffix.slice(1), 'special-length', code)
      seen = 'length'
    } else {
      throw new InvalidArticleNumberError('suffix', code)
    }
  }
  return { product, model, length, variant, finish, specialColor, specialLength }
}

/** The error names the whole code, not just the part, so a log line is enough to find the item. */
function decodeLength(part: string, reason: 'length' | 'special-length', code: string): number {
  try {
    return decodeArticleLength(part, reason)
  } catch {
    throw new InvalidArticleNumberError(reason, code)
  }
}
