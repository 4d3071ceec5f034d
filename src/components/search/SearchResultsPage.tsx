import { getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { SearchBox } from '@/components/search/SearchBox'
import { SearchPagination } from '@/components/search/SearchPagination'
import { SearchResultList } from '@/components/search/SearchResultList'
import styles from '@/components/search/SearchResults.module.css'
import { micrositeHref } from '@/domain/microsite'
import { HITS_PER_PAGE, type SearchAnswer } from '@/domain/search'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import { payloadClient } from '@/server/payload/client'
import { MAX_QUERY_LENGTH } from '@/server/search/searchQuery'
import { ensureSearchIndex } from '@/server/search/searchService'
import { searchPagePath } from './searchHits'

export type SearchParams = Record<string, string | string[] | undefined>

/** `s` as the API takes it (cut to its limit); blank means no search yet. */
export function readQuery(params: SearchParams): string {
  const s = Array.isArray(params.s) ? params.s[0] : params.s
  return (s ?? '').slice(0, MAX_QUERY_LENGTH)
}

/** A page number that is not a positive integer is the first page, not an error page. */
function readPage(params: SearchParams): number {
  const page = Number(Array.isArray(params.page) ? params.page[0] : params.page)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** The index itself rather than a request to our own API: same answer, no HTTP round trip. */
async function search(s: string, locale: UrlLocale, page: number): Promise<SearchAnswer> {
  const index = await ensureSearchIndex(await payloadClient())
  return index.search({ s, locale, page })
}

/**
 * The results page, on the site (/{locale}/search/) and on a jeweller's microsite
 * (/{locale}/microsite/{slug}/search/), where its field, pager and hits stay under the prefix (spec 1 §2).
 */
export async function SearchResultsPage({ locale, query, microsite }: { locale: UrlLocale; query: SearchParams; microsite?: string }) {
  const s = readQuery(query)
  const page = readPage(query)
  const blank = s.trim() === ''
  const [t, found] = await Promise.all([getTranslations({ locale, namespace: 'search' }), blank ? null : search(s, locale, page)])
  const answer = found && microsite ? { ...found, hits: found.hits.map((hit) => ({ ...hit, url: micrositeHref(hit.url, microsite) })) } : found
  // Plain: the language switcher carries the query over (KeepQuery), as on every page; PageShell
  // moves the addresses into the microsite.
  const alternates = Object.fromEntries(urlLocales.map((l) => [l, searchPagePath(l)]))
  return (
    <PageShell locale={locale} alternates={alternates} microsite={microsite}>
      <div className={styles.layout}>
        <h1 className={styles.heading}>{blank ? t('resultsTitle') : t('resultsFor', { query: s.trim() })}</h1>
        <SearchBox locale={locale} defaultValue={s} variant="page" landmark={false} microsite={microsite} />
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
            <SearchPagination locale={locale} query={s} page={page} pages={answer.nbPages} microsite={microsite} />
          </>
        )}
      </div>
    </PageShell>
  )
}
