import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CareerListPage } from '@/components/careers/CareerListPage'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string }> }

// Read from the job feed on each visit: HR's changes (or Personio's) show at once.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'career' })
  return { title: t('title'), description: t('intro') }
}

/** Spec 3 §2.3: `/{locale}/career/`, the open positions of the job feed. */
export default async function CareerListRoute({ params }: Props) {
  return <CareerListPage locale={await pageLocale(params)} />
}
