import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { StoreLocatorPage, type LocatorParams } from '@/components/locator/StoreLocatorPage'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<LocatorParams> }

// Every place is its own answer; the locator block's form lands here when JavaScript is off.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'locator' })
  return { title: t('searchPageTitle'), robots: { index: false } }
}

export default async function StoreLocatorRoute({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  return <StoreLocatorPage locale={locale} query={await searchParams} />
}
