/**
 * The one list of locales. Payload's localization and next-intl's routing both read it,
 * so a locale is added in exactly one place.
 */
export const urlLocales = ['de', 'en', 'ja', 'zh-hans'] as const
/** ko is a data locale only: country names and some form rules, never a URL prefix. */
export const dataLocales = [...urlLocales, 'ko'] as const

export type UrlLocale = (typeof urlLocales)[number]

/**
 * Where an address under a data locale goes: `/ko/career/` reaches the English page, as a Korean
 * visitor's mail links do (docs/decisions.md, "Korean addresses"), instead of `/de/ko/career/`, a 404.
 */
export const pagesFor: Record<Exclude<DataLocale, UrlLocale>, UrlLocale> = { ko: 'en' }

/** The same path under the locale with pages, for a path whose first segment is a data locale; else null. */
export function pageLocalePath(pathname: string): string | null {
  const [, first, ...rest] = pathname.split('/')
  const target = first !== undefined && Object.hasOwn(pagesFor, first) ? pagesFor[first as keyof typeof pagesFor] : null
  return target ? `/${[target, ...rest].join('/')}` : null
}
export type DataLocale = (typeof dataLocales)[number]

export const defaultLocale: UrlLocale = 'de'

/** BCP 47 tags for <html lang>, hreflang and Intl formatting. */
export const htmlLang: Record<DataLocale, string> = {
  de: 'de',
  en: 'en',
  ja: 'ja',
  'zh-hans': 'zh-Hans',
  ko: 'ko',
}

export const localeLabels: Record<DataLocale, string> = {
  de: 'Deutsch',
  en: 'English',
  ja: '日本語',
  'zh-hans': '简体中文',
  ko: '한국어',
}

/** The folder products live under, per locale (the story folder of the spec's full_slug). */
export const productFolder: Record<UrlLocale, string> = {
  de: 'schmuck',
  en: 'jewellery',
  ja: 'jewellery',
  'zh-hans': 'jewellery',
}

export function isUrlLocale(value: unknown): value is UrlLocale {
  return typeof value === 'string' && (urlLocales as readonly string[]).includes(value)
}
