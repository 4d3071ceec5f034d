import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { AccessDeniedReport } from '@/components/accessDenied/AccessDeniedReport'
import styles from '@/components/careers/Careers.module.css'
import { PageShell } from '@/components/layout/PageShell'
import { Button } from '@/components/ui/Button/Button'
import { accessDeniedPath } from '@/domain/waitlist'
import { pickMessages } from '@/i18n/clientMessages'
import { urlLocales } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-static'
export const revalidate = false
export async function generateStaticParams() {
  return []
}

const alternates = Object.fromEntries(urlLocales.map((l) => [l, accessDeniedPath(l)]))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'accessDenied' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * Spec 3 §2.5: `/{locale}/error-access-denied/`, where pages send whom they refuse. The same page
 * for everyone; the diagnostics are gathered in the browser and logged by the server.
 */
export default async function AccessDeniedPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'accessDenied' })
  const messages = (await getMessages({ locale })) as Messages
  return (
    <PageShell locale={locale} alternates={alternates}>
      <section className={styles.page} aria-labelledby="denied-heading">
        <h1 id="denied-heading" className={styles.heading}>
          {t('title')}
        </h1>
        <p>{t('text')}</p>
        <NextIntlClientProvider messages={pickMessages(messages, ['accessDenied'])}>
          <AccessDeniedReport />
        </NextIntlClientProvider>
        <div className={styles.actions}>
          <Button href={`/${locale}/`}>{t('home')}</Button>
          <Button href={`/${locale}/account/login/`} variant="secondary">
            {t('login')}
          </Button>
        </div>
      </section>
    </PageShell>
  )
}
