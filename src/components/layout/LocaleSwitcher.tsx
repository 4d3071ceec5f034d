import { getTranslations } from 'next-intl/server'
import { htmlLang, localeLabels, urlLocales, type UrlLocale } from '@/i18n/locales'
import type { Alternates } from '@/server/content/types'
import { KeepQuery } from './KeepQuery'
import styles from './LocaleSwitcher.module.css'

type Props = { locale: UrlLocale; alternates: Alternates }

/**
 * Plain links to the same document in each language (translated slugs), so it works without
 * JavaScript; a language the document lacks falls back to that language's home page. With
 * JavaScript they keep the page's query string (KeepQuery).
 */
export async function LocaleSwitcher({ locale, alternates }: Props) {
  const t = await getTranslations({ locale, namespace: 'site' })
  return (
    <details className={styles.switcher}>
      <summary>
        {/* The visible code stays part of the accessible name (WCAG 2.5.3). */}
        <span className="visually-hidden">{t('chooseLanguage')}: </span>
        {locale === 'zh-hans' ? '中文' : locale.toUpperCase()}
      </summary>
      <KeepQuery>
        {urlLocales.map((l) => (
          <li key={l}>
            <a href={alternates[l] ?? `/${l}/`} hrefLang={htmlLang[l]} lang={htmlLang[l]} aria-current={l === locale ? 'true' : undefined}>
              {localeLabels[l]}
            </a>
          </li>
        ))}
      </KeepQuery>
    </details>
  )
}
