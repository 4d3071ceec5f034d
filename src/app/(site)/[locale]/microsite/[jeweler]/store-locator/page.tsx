import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { StoreLocatorPage, type LocatorParams } from '@/components/locator/StoreLocatorPage'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string; jeweler: string }>; searchParams: Promise<LocatorParams> }

// As the site's store locator page: every place is its own answer.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'locator' })
  return { title: t('searchPageTitle'), robots: { index: false } }
}

/** Spec 1 §2: the locator block's form on a microsite lands here, under the jeweller's prefix. */
export default async function MicrositeStoreLocatorRoute({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const { jeweler } = await params
  return <StoreLocatorPage locale={locale} query={await searchParams} microsite={jeweler} />
}
