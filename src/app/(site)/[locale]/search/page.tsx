import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { readQuery, SearchResultsPage, type SearchParams } from '@/components/search/SearchResultsPage'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

// Every query is its own page, and the index changes within seconds of a publication.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'search' })
  const query = readQuery(await searchParams).trim()
  // Result lists are thin, ever-changing pages: kept out of search engines.
  return { title: query ? t('resultsFor', { query }) : t('resultsTitle'), robots: { index: false } }
}

export default async function SearchPage({ params, searchParams }: Props) {
  return <SearchResultsPage locale={await pageLocale(params)} query={await searchParams} />
}
