import type React from 'react'
import { getTranslations } from 'next-intl/server'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { Reveal } from '@/components/layout/Reveal'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { micrositeBase, micrositeHref, withMicrositeLinks } from '@/domain/microsite'
import type { UrlLocale } from '@/i18n/locales'
import { findLayout } from '@/server/content/layout'
import type { Alternates } from '@/server/content/types'
import styles from './PageShell.module.css'

/** On a microsite every link of the shell moves under the jeweller's prefix (spec 1 §2). */
type Props = { locale: UrlLocale; alternates: Alternates; microsite?: string; children: React.ReactNode }

/** Header, main and footer of every site page; alternates feed the locale switcher. */
export async function PageShell({ locale, alternates, microsite, children }: Props) {
  const [siteLayout, t] = await Promise.all([findLayout(locale), getTranslations({ locale, namespace: 'site' })])
  const layout = microsite ? withMicrositeLinks(siteLayout, microsite) : siteLayout
  const languages = microsite ? Object.fromEntries(Object.entries(alternates).map(([l, href]) => [l, micrositeHref(href, microsite)])) : alternates
  const homeHref = microsite ? micrositeBase(locale, microsite) : `/${locale}/`
  return (
    <>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader locale={locale} layout={layout} alternates={languages} homeHref={homeHref} microsite={microsite} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter layout={layout} locale={locale} />
      <Reveal />
    </>
  )
}
