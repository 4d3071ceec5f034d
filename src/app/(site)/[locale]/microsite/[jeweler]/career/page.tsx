import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CareerListPage } from '@/components/careers/CareerListPage'
import { careerListPath } from '@/domain/careers/jobPosition'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string; jeweler: string }> }

// As the site's careers page: read from the job feed on each visit.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'career' })
  // As every microsite page: it repeats the house's page, which search engines should index.
  return { title: t('title'), description: t('intro'), alternates: { canonical: careerListPath(locale) }, robots: { index: false, follow: true } }
}

/**
 * Spec 1 §2: the footer's careers link on a microsite lands here, under the jeweller's prefix. Like
 * the microsite's other pages, an unknown jeweller's slug still shows the house's page (nothing of
 * the jeweller is on it).
 */
export default async function MicrositeCareerListRoute({ params }: Props) {
  const { jeweler } = await params
  return <CareerListPage locale={await pageLocale(params)} microsite={jeweler} />
}
