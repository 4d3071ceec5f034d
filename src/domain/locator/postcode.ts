/** Postal codes the locator knows: Germany 5 digits, Switzerland and Austria 4 (spec 3 §5). */
export type PostcodeCountry = 'DE' | 'CH' | 'AT'

const POSTCODE = /^\d{4,5}$/

export function isPostcode(value: string): boolean {
  return POSTCODE.test(value)
}

/**
 * Spec 2 §5: "Postal code of length 4 is treated as Swiss, otherwise German". Austria also has
 * 4-digit codes; it is chosen when the visitor says so (see `namesAustria`). The spec's Swiss default
 * is a guess between two countries, so a code Switzerland does not have falls back to Austria when
 * Austria has it (5020 Salzburg); `exists` says which country has the code. Not the other way round:
 * a visitor who names Austria has said which country they mean, and Lausanne is no answer to
 * "1000 Österreich".
 */
export function postcodeCountry(code: string, austria = false, exists?: (country: PostcodeCountry) => boolean): PostcodeCountry | null {
  if (!isPostcode(code)) return null
  if (code.length === 5) return 'DE'
  if (austria) return 'AT'
  return exists && !exists('CH') && exists('AT') ? 'AT' : 'CH'
}

/** How people name Austria beside a postcode: the country in the site's languages, or A-/AT- before it. */
const AUSTRIA_WORDS = ['österreich', 'oesterreich', 'austria', 'autriche', 'at', 'a', 'オーストリア', '奥地利', '오스트리아']

/** A place query split into its postcode (if any) and the words beside it ("1010 Wien" → 1010, [wien]). */
export function splitPostcodeQuery(query: string): { code: string | null; words: string[] } {
  // "A-1010" and "AT-1010", the old way of writing an Austrian code, name the country too.
  const tokens = query
    .toLocaleLowerCase()
    .replace(/\b(a|at)-(?=\d)/gu, '$1 ')
    .split(/[\s,;/]+/u)
    .filter(Boolean)
  const code = tokens.find((t) => /^\d{3,5}$/.test(t)) ?? null
  return { code, words: tokens.filter((t) => t !== code) }
}

export function namesAustria(words: readonly string[]): boolean {
  return words.some((w) => AUSTRIA_WORDS.includes(w))
}
