import countries from 'i18n-iso-countries'
import { htmlLang, type DataLocale } from '@/i18n/locales'

export type CountryOption = { value: string; label: string }

const cache = new Map<DataLocale, CountryOption[]>()

/**
 * The country select of spec 1 §3: value the upper-case alpha-2 code, label the name in the
 * visitor's language, sorted by that name.
 */
export function countryOptions(locale: DataLocale): CountryOption[] {
  const known = cache.get(locale)
  if (known) return known
  const names = new Intl.DisplayNames([htmlLang[locale]], { type: 'region' })
  const collator = new Intl.Collator(htmlLang[locale])
  const options = Object.keys(countries.getAlpha2Codes())
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label))
  cache.set(locale, options)
  return options
}
