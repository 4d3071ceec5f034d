import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { SearchBox } from '@/components/search/SearchBox'
import { SearchPagination } from '@/components/search/SearchPagination'
import { SearchResultList } from '@/components/search/SearchResultList'
import styles from '@/components/search/SearchResults.module.css'
import { HITS_PER_PAGE, type SearchAnswer } from '@/domain/search'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import { pageLocale } from '@/server/http/pageLocale'
import { payloadClient } from '@/server/payload/client'
import { MAX_QUERY_LENGTH } from '@/server/search/searchQuery'
import { ensureSearchIndex } from '@/server/search/searchService'

type Params = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Params> }

// Every query is its own page, and the index changes within seconds of a publication.
export const dynamic = 'force-dynamic'

/** `s` as the API takes it (cut to its limit); blank means no search yet. */
function readQuery(params: Params): string {
  const s = Array.isArray(params.s) ? params.s[0] : params.s
  return (s ?? '').slice(0, MAX_QUERY_LENGTH)
}

/** A page number that is not a positive integer is the first page, not an error page. */
function readPage(params: Params): number {
  const page = Number(Array.isArray(params.page) ? params.page[0] : params.page)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** The index itself rather than a request to our own API: same answer, no HTTP round trip. */
async function search(s: string, locale: UrlLocale, page: number): Promise<SearchAnswer> {
  const index = await ensureSearchIndex(await payloadClient())
  return index.search({ s, locale, page })
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'search' })
  const query = readQuery(await searchParams).trim()
  // Result lists are thin, ever-changing pages: kept out of search engines.
  return { title: query ? t('resultsFor', { query }) : t('resultsTitle'), robots: { index: false } }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const s = readQuery(query)
  const page = readPage(query)
  const blank = s.trim() === ''
  const [t, answer] = await Promise.all([getTranslations({ locale, namespace: 'search' }), blank ? null : search(s, locale, page)])
  // Plain: the language switcher carries the query over (KeepQuery), as on every page.
  const alternates = Object.fromEntries(urlLocales.map((l) => [l, `/${l}/search/`]))
  return (
    <PageShell locale={locale} alternates={alternates}>
      <div className={styles.layout}>
        <h1 className={styles.heading}>{blank ? t('resultsTitle') : t('resultsFor', { query: s.trim() })}</h1>
        <SearchBox locale={locale} defaultValue={s} variant="page" landmark={false} />
        {answer === null ? (
          <p className={styles.notice}>{t('noQuery')}</p>
        ) : (
          <>
            <p className={styles.count}>{t('count', { count: answer.nbHits })}</p>
            {answer.hits.length > 0 ? (
              <SearchResultList hits={answer.hits} first={(page - 1) * HITS_PER_PAGE + 1} />
            ) : (
              <p className={styles.notice}>{t('noResults')}</p>
            )}
            <SearchPagination locale={locale} query={s} page={page} pages={answer.nbPages} />
          </>
        )}
      </div>
    </PageShell>
  )
}
