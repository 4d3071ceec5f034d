import type { Metadata } from 'next'
import { CareerPositionPage, careerPosition } from '@/components/careers/CareerPositionPage'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string; id: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { id }] = await Promise.all([pageLocale(params), params])
  const found = await careerPosition(locale, id)
  return found ? { title: found.name } : {}
}

/** Spec 3 §2.3: `/{locale}/career/{id}/`, one position of the feed and the application form. */
export default async function CareerPositionRoute({ params }: Props) {
  const [locale, { id }] = await Promise.all([pageLocale(params), params])
  return <CareerPositionPage locale={locale} id={id} />
}
