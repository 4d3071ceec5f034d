import { createTranslator } from 'next-intl'
import { defaultLocale, isUrlLocale, type UrlLocale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

/** next-intl's translator outside React (API answers, e-mails). */
export async function translatorFor(locale: UrlLocale) {
  const messages = await loadMessages(locale)
  return createTranslator({ locale, messages })
}

/** A locale from the API's upper-case language (DE, ZH-HANS) or from Accept-Language. */
export function localeFrom(language: unknown, acceptLanguage?: string | null): UrlLocale {
  if (typeof language === 'string' && isUrlLocale(language.toLowerCase())) return language.toLowerCase() as UrlLocale
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase()
    if (tag.startsWith('zh')) return 'zh-hans'
    const base = tag.split('-')[0]
    if (isUrlLocale(base)) return base
  }
  return defaultLocale
}
