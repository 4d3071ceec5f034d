import { getTranslations } from 'next-intl/server'
import type { UrlLocale } from '@/i18n/locales'
import { pageLinks, searchPageHref } from './searchHits'
import styles from './SearchResults.module.css'

type Props = { locale: UrlLocale; query: string; page: number; pages: number; microsite?: string }

/** Plain links (`?s=…&page=n`), so paging works without JavaScript and every page has its URL. */
export async function SearchPagination({ locale, query, page, pages, microsite }: Props) {
  if (pages < 2) return null
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      <ul>
        {page > 1 ? (
          <li>
            <a className={styles.step} href={searchPageHref(locale, query, Math.min(page, pages + 1) - 1, microsite)} rel="prev">
              {t('previous')}
            </a>
          </li>
        ) : null}
        {pageLinks(page, pages).map((link, i) =>
          link === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={link}>
              <a
                className={styles.number}
                href={searchPageHref(locale, query, link, microsite)}
                aria-label={t('page', { page: link })}
                aria-current={link === page ? 'page' : undefined}
              >
                {link}
              </a>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a className={styles.step} href={searchPageHref(locale, query, page + 1, microsite)} rel="next">
              {t('next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
