import { locator } from './constants'

// Han, kana, Hangul and full-width forms: East Asian "wide" characters, two columns each.
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u

/**
 * Spec 3 §4–5: suggestions "after the query reaches 3 characters". Counted as display width, a wide
 * CJK character as two: "慕尼" (Munich's first two characters, the issue's own example) says more
 * than "Mü" and reaches the minimum; "Mü" does not.
 */
export function queryWidth(query: string): number {
  let width = 0
  for (const char of query.trim()) width += WIDE.test(char) ? 2 : 1
  return width
}

/**
 * isLongEnough as a regular expression (for the OpenAPI document, so a client can check before it
 * asks): at least three characters between the first and last non-blank one, or two where one is wide.
 * Written for minQueryLength 3 (the spec's); tests/int/openapi.test.ts sends 'Mü', '慕尼' and 'Pfo'.
 */
const wide = WIDE.source.slice(1, -1)
export const longEnoughPattern = `^\\s*(?:\\S[\\s\\S]+\\S|[${wide}]\\S|\\S[${wide}])\\s*$`

export function isLongEnough(query: string): boolean {
  return queryWidth(query) >= locator.minQueryLength
}
