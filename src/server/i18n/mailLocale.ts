import { isUrlLocale, type UrlLocale } from '@/i18n/locales'

/** The site language a visitor's mail and link are in (ko has no pages, so English). */
export function mailLocale(language: string | null | undefined): UrlLocale {
  const code = (language ?? '').toLowerCase()
  return isUrlLocale(code) ? code : 'en'
}
