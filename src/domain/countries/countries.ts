import type { DataLocale } from '@/i18n/locales'
import de from './data/de.json'
import en from './data/en.json'
import ja from './data/ja.json'
import ko from './data/ko.json'
import zhHans from './data/zh-hans.json'

/** A country of spec 1 §3: id the ISO numeric code, alpha2/alpha3 lower case, name localized. */
export type Country = { id: number; alpha2: string; alpha3: string; name: string }

/** An entry of the country select: value the upper-case alpha-2 code, label the localized name. */
export type CountryOption = { value: string; label: string }

/**
 * Frozen by `tools/data/freeze-countries.mjs` (names from CLDR plus a reviewed override map), each
 * already sorted by name with the locale's collation. Server code reads these and hands options to
 * client components, so no browser bundle carries the lists.
 */
const lists: Record<DataLocale, readonly Country[]> = { de, en, ja, 'zh-hans': zhHans, ko }

export function countries(locale: DataLocale): readonly Country[] {
  return lists[locale]
}

const optionCache = new Map<DataLocale, readonly CountryOption[]>()

/**
 * The select's options in the frozen order. Only countries: the leading empty choice is
 * CountrySelect's, so every country select gets it and no option list can forget it.
 */
export function countryOptions(locale: DataLocale): readonly CountryOption[] {
  let options = optionCache.get(locale)
  if (!options) {
    options = lists[locale].map((c) => ({ value: c.alpha2.toUpperCase(), label: c.name }))
    optionCache.set(locale, options)
  }
  return options
}

const byAlpha2 = new Map<DataLocale, Map<string, Country>>()

export function countryByAlpha2(locale: DataLocale, alpha2: string): Country | undefined {
  let index = byAlpha2.get(locale)
  if (!index) {
    index = new Map(lists[locale].map((c) => [c.alpha2, c]))
    byAlpha2.set(locale, index)
  }
  return index.get(alpha2.toLowerCase())
}

/** The localized name of an alpha-2 code in either case; undefined for an unknown code. */
export function countryName(locale: DataLocale, alpha2: string): string | undefined {
  return countryByAlpha2(locale, alpha2)?.name
}
