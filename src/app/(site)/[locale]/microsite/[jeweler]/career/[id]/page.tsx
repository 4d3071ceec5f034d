import type { Metadata } from 'next'
import { CareerPositionPage, careerPosition } from '@/components/careers/CareerPositionPage'
import { careerPath } from '@/domain/careers/jobPosition'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string; jeweler: string; id: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([pageLocale(params), params])
  const found = await careerPosition(locale, id)
  // As every microsite page: it repeats the house's page, which search engines should index.
  return found ? { title: found.name, alternates: { canonical: careerPath(locale, found.id) }, robots: { index: false, follow: true } } : {}
}

/** Spec 1 §2: a position of the microsite's careers page, under the jeweller's prefix; an unknown id is a 404. */
export default async function MicrositeCareerPositionRoute({ params }: Props) {
  const [locale, { id, jeweler }] = await Promise.all([pageLocale(params), params])
  return <CareerPositionPage locale={locale} id={id} microsite={jeweler} />
}
