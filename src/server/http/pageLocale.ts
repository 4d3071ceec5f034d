import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isUrlLocale, type UrlLocale } from '@/i18n/locales'

/** The locale of a page's params, registered for next-intl; an unknown one is a 404. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<UrlLocale> {
  const { locale } = await params
  if (!isUrlLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
