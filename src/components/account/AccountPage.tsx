import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type React from 'react'
import { PageShell } from '@/components/layout/PageShell'
import { accountClientNamespaces, pickMessages } from '@/i18n/clientMessages'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import styles from './AccountForm.module.css'

type Props = { locale: UrlLocale; route: string; heading: string; intro?: string; aside?: React.ReactNode; children: React.ReactNode }

/** The frame of the account pages: the same route in every language is the alternate. */
export async function AccountPage({ locale, route, heading, intro, aside, children }: Props) {
  const alternates = Object.fromEntries(urlLocales.map((l) => [l, `/${l}/account/${route}/`]))
  const messages = (await getMessages({ locale })) as Messages
  return (
    <PageShell locale={locale} alternates={alternates}>
      <NextIntlClientProvider messages={pickMessages(messages, accountClientNamespaces)}>
        <div className={aside ? `${styles.layout} ${styles.twoColumns}` : styles.layout}>
          <section className={styles.panel} aria-labelledby="account-heading">
            <h1 id="account-heading" className={styles.heading}>
              {heading}
            </h1>
            {intro ? <p className={styles.intro}>{intro}</p> : null}
            {children}
          </section>
          {aside}
        </div>
      </NextIntlClientProvider>
    </PageShell>
  )
}
