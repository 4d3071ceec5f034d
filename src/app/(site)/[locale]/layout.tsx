import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { htmlLang, isUrlLocale } from '@/i18n/locales'
import { publicUrl } from '@/server/http/publicUrl'
import '@/styles/fonts.css'
import '@/styles/tokens.css'
import '@/styles/base.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isUrlLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'site' })
  return {
    metadataBase: new URL(publicUrl()),
    title: { default: t('title'), template: `%s · ${t('brand')}` },
    description: t('description'),
  }
}

/** The site's root layout: <html lang> per locale, beside Payload's own root layout. */
export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isUrlLocale(locale)) notFound()
  setRequestLocale(locale)
  return (
    <html lang={htmlLang[locale]}>
      <body>
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  )
}
