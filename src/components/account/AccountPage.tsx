import type React from 'react'
import { PageShell } from '@/components/layout/PageShell'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import styles from './AccountForm.module.css'

type Props = { locale: UrlLocale; route: string; heading: string; intro?: string; aside?: React.ReactNode; children: React.ReactNode }

/** The frame of the account pages: the same route in every language is the alternate. */
export function AccountPage({ locale, route, heading, intro, aside, children }: Props) {
  const alternates = Object.fromEntries(urlLocales.map((l) => [l, `/${l}/account/${route}/`]))
  return (
    <PageShell locale={locale} alternates={alternates}>
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
    </PageShell>
  )
}
