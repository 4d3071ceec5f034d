import { getTranslations } from 'next-intl/server'
import { LocaleSwitcher } from '@/components/layout/LocaleSwitcher'
import { MiniHeaderOnScroll } from '@/components/layout/MiniHeaderOnScroll'
import type { UrlLocale } from '@/i18n/locales'
import type { Alternates, LayoutView } from '@/server/content/types'
import styles from './SiteHeader.module.css'
import { linkTargetProps } from '@/domain/linkTarget'

type Props = { locale: UrlLocale; layout: LayoutView; alternates: Alternates; homeHref: string }

export async function SiteHeader({ locale, layout, alternates, homeHref }: Props) {
  const t = await getTranslations({ locale, namespace: 'site' })
  return (
    <MiniHeaderOnScroll className={styles.header} miniClassName={styles.mini}>
      <div className={styles.inner}>
        <a className={styles.brand} href={homeHref} aria-label={t('homeLink', { brand: layout.brand })}>
          {layout.brand}
        </a>
        <nav className={styles.nav} aria-label={t('mainNavigation')}>
          <ul>
            {layout.nav.map((item) => (
              <li key={item.link.href}>
                <a href={item.link.href} {...linkTargetProps(item.link)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a className={styles.account} href={`/${locale}/account/login/`}>
          {t('account')}
        </a>
        <LocaleSwitcher locale={locale} alternates={alternates} />
      </div>
    </MiniHeaderOnScroll>
  )
}
