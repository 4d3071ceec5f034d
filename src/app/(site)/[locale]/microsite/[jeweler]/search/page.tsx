import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { readQuery, SearchResultsPage, type SearchParams } from '@/components/search/SearchResultsPage'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string; jeweler: string }>; searchParams: Promise<SearchParams> }

// As the site's results page: every query is its own page.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'search' })
  const query = readQuery(await searchParams).trim()
  return { title: query ? t('resultsFor', { query }) : t('resultsTitle'), robots: { index: false } }
}

/** Spec 1 §2: the header's search on a microsite lands here, under the jeweller's prefix. */
export default async function MicrositeSearchPage({ params, searchParams }: Props) {
  const { jeweler } = await params
  return <SearchResultsPage locale={await pageLocale(params)} query={await searchParams} microsite={jeweler} />
}
