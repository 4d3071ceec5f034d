import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { Analytics } from '@/components/analytics/Analytics'
import { ClickIdCapture } from '@/components/analytics/ClickIdCapture'
import { WebFonts } from '@/components/layout/WebFonts'
import { WebFontsScript } from '@/components/layout/WebFontsScript'
import { ConsentBanner } from '@/components/analytics/ConsentBanner'
import { ConsentProvider } from '@/components/analytics/ConsentProvider'
import { ConsentScript } from '@/components/analytics/ConsentScript'
import { privacyPath } from '@/domain/consent'
import { pickMessages, siteClientNamespaces } from '@/i18n/clientMessages'
import { htmlLang, isUrlLocale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
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
  const messages = (await getMessages()) as Messages
  return (
    // The early scripts set data-fonts and data-consent on <html> before React hydrates it
    // (WebFonts.tsx, consentEarly.ts).
    <html lang={htmlLang[locale]} suppressHydrationWarning>
      <head>
        <WebFontsScript />
        <ConsentScript />
      </head>
      <body>
        <NextIntlClientProvider messages={pickMessages(messages, siteClientNamespaces)}>
          <ConsentProvider>
            {/*
              Before the page: a keyboard or screen-reader user meets the pending choice first, not
              after some fifty links. It is fixed to the bottom, so it still shows there.
            */}
            <ConsentBanner privacyHref={privacyPath(locale)} />
            {children}
            <Analytics locale={locale} cnSiteId={cnAnalyticsSiteId()} />
            <ClickIdCapture />
            <WebFonts />
          </ConsentProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}

/**
 * Read on the server and passed down as a prop, not read in the client bundle. Like the CSP that
 * permits the tracker (next.config.ts), a NEXT_PUBLIC_ value set at build time is fixed by the
 * build. Empty means not configured: zh-hans page views then go nowhere.
 */
function cnAnalyticsSiteId(): string | undefined {
  return process.env.NEXT_PUBLIC_CN_ANALYTICS_SITE_ID?.trim() || undefined
}
