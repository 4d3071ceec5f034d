import { getTranslations } from 'next-intl/server'
import { ConsentSettingsLink } from '@/components/analytics/ConsentSettingsLink'
import type { UrlLocale } from '@/i18n/locales'
import type { LayoutView } from '@/server/content/types'
import styles from './SiteFooter.module.css'
import { legalLine } from '@/domain/legalLine'
import { linkTargetProps } from '@/domain/linkTarget'

export async function SiteFooter({ layout, locale }: { layout: LayoutView; locale: UrlLocale }) {
  const t = await getTranslations({ locale, namespace: 'site' })
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brand}>{layout.brand}</p>
        <nav className={styles.columns} aria-label={t('footerNavigation')}>
          {layout.footer.columns.map((column) => (
            <section key={column.heading}>
              <h2>{column.heading}</h2>
              <ul>
                {column.links.map((item) => (
                  <li key={item.link.href}>
                    <a href={item.link.href} {...linkTargetProps(item.link)}>
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        {layout.footer.address ? <address className={styles.address}>{layout.footer.address}</address> : null}
        {/* Consent must be as easy to change as to give (issue 5): on every page, in the footer. */}
        <p className={styles.consent}>
          <ConsentSettingsLink className={styles.consentButton} />
        </p>
        {layout.footer.legal ? <p className={styles.legal}>{legalLine(layout.footer.legal)}</p> : null}
      </div>
    </footer>
  )
}
