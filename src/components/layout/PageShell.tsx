import type React from 'react'
import { getTranslations } from 'next-intl/server'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import type { UrlLocale } from '@/i18n/locales'
import { findLayout } from '@/server/content/layout'
import type { Alternates } from '@/server/content/types'
import styles from './PageShell.module.css'

type Props = { locale: UrlLocale; alternates: Alternates; children: React.ReactNode }

/** Header, main and footer of every site page; alternates feed the locale switcher. */
export async function PageShell({ locale, alternates, children }: Props) {
  const [layout, t] = await Promise.all([findLayout(locale), getTranslations({ locale, namespace: 'site' })])
  return (
    <>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader locale={locale} layout={layout} alternates={alternates} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter layout={layout} locale={locale} />
    </>
  )
}
