import { defaultLocale, urlLocales, type UrlLocale } from '@/i18n/locales'

/**
 * The space's languages as Storyblok names them: German is the default language ("default" in a
 * story's lang, no prefix on full_slug), the other site locales are field-level translations.
 */
export const translatedLanguages = urlLocales.filter((l) => l !== defaultLocale)

/** The locale a `language` parameter asks for; anything the space does not know reads the default. */
export function storyLocale(language: string | null | undefined): UrlLocale {
  const code = language?.toLowerCase()
  return translatedLanguages.find((l) => l === code) ?? defaultLocale
}

export function isTranslatedLanguage(code: string | null | undefined): code is UrlLocale {
  return translatedLanguages.some((l) => l === code?.toLowerCase())
}

/** `en/jewellery/x` → en and `jewellery/x`; `[default]/x` → the default language (Storyblok's escape). */
export function splitLanguagePrefix(path: string): { language?: UrlLocale; rest: string } {
  const [first, ...rest] = path.split('/')
  if (first === '[default]') return { language: defaultLocale, rest: rest.join('/') }
  if (rest.length > 0 && isTranslatedLanguage(first)) return { language: first.toLowerCase() as UrlLocale, rest: rest.join('/') }
  return { rest: path }
}

/** A story's lang: Storyblok says "default" for the default language. */
export function storyLang(locale: UrlLocale): string {
  return locale === defaultLocale ? 'default' : locale
}
