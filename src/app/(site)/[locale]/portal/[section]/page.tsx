import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { PortalApp } from '@/components/portal/PortalApp'
import { PortalNav } from '@/components/portal/PortalNav'
import styles from '@/components/portal/Portal.module.css'
import { allowedSections, isPortalSection, portalPath, type PortalSection } from '@/domain/portal/portalSections'
import { shopLoginPath } from '@/domain/shop/shopGuard'
import { pickMessages, portalClientNamespaces } from '@/i18n/clientMessages'
import { urlLocales } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { pageLocale } from '@/server/http/pageLocale'
import { portalVisitor } from '@/server/portal/portalVisitor'

type Props = { params: Promise<{ locale: string; section: string }> }

export const dynamic = 'force-dynamic'

async function section(params: Props['params']): Promise<PortalSection> {
  const { section } = await params
  if (!isPortalSection(section)) notFound()
  return section
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'portal' })
  return { title: t(`section.${await section(params)}`), robots: { index: false, follow: false } }
}

/**
 * Issue 16: `/{locale}/portal/{stock|sell-in|sell-out|open-orders|staff}/`. Signed out: the login
 * page, which comes back here. Signed in: the pages the visitor's permissions open; a page they may
 * not open says so and links the ones they may (no dead end). The data loads in the browser.
 */
export default async function PortalPage({ params }: Props) {
  const locale = await pageLocale(params)
  const current = await section(params)
  const here = portalPath(locale, current)
  const visitor = await portalVisitor()
  if (!visitor) redirect(shopLoginPath(locale, here))
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'portal' }), getMessages({ locale })])
  const sections = allowedSections(visitor.stores)
  const alternates = Object.fromEntries(urlLocales.map((l) => [l, portalPath(l, current)]))
  return (
    <PageShell locale={locale} alternates={alternates}>
      <NextIntlClientProvider messages={pickMessages(messages as Messages, portalClientNamespaces)}>
        <div className={styles.page}>
          <PortalNav
            locale={locale}
            sections={sections}
            current={current}
            label={t('nav-label')}
            labels={Object.fromEntries(sections.map((s) => [s, t(`section.${s}`)]))}
          />
          {sections.includes(current) ? (
            <PortalApp section={current} stores={visitor.stores} me={{ id: visitor.id, name: visitor.name }} locale={locale} />
          ) : (
            <section className={styles.denied} aria-labelledby="portal-heading">
              <h1 id="portal-heading" className={styles.heading}>
                {t(`section.${current}`)}
              </h1>
              <p>{sections.length ? t('denied.section') : t('denied.none')}</p>
              {sections.length ? null : (
                <p>
                  <a href={`/${locale}/account/profile/`}>{t('denied.account')}</a>
                </p>
              )}
            </section>
          )}
        </div>
      </NextIntlClientProvider>
    </PageShell>
  )
}
