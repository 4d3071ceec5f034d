/**
 * Article numbers (spec 2 §3): 2-digit product part, 4-digit model, optional 4-digit length,
 * 1 digit, 2-character finish — written with hyphens, e.g. 10-1234-00-1-WG.
 * The demo catalogue uses "00" where the length part is absent.
 */
const ARTICLE_NUMBER = /^\d{2}-\d{4}-(?:\d{2}|\d{4})-\d-[A-Z]{2}$/

export function isArticleNumber(value: unknown): value is string {
  return typeof value === 'string' && ARTICLE_NUMBER.test(value)
}
