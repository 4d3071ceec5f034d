import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import type { LocatorInitial } from '@/components/locator/StoreLocator'
import { StoreLocatorSection } from '@/components/locator/StoreLocatorSection'
import { isStoreType, type StoreType } from '@/domain/locator/storeTypes'
import { urlLocales } from '@/i18n/locales'
import { searchByPlace, searchByPoint } from '@/server/geo/locatorSearch'
import { pageLocale } from '@/server/http/pageLocale'
import { payloadClient } from '@/server/payload/client'

type Params = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Params> }

// Every place is its own answer; the locator block's form lands here when JavaScript is off.
export const dynamic = 'force-dynamic'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''
const all = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : [])

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'locator' })
  return { title: t('searchPageTitle'), robots: { index: false } }
}

/**
 * The store locator's search without JavaScript (issue 18): `?place=&type=&all=1`, rendered on the
 * server; `&lat=&lng=` (the locator's own "show all" link) searches around that point, `place` then
 * only naming it.
 */
export default async function StoreLocatorPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const query = await searchParams
  const place = first(query.place)
  const types = [...new Set(all(query.type).filter(isStoreType))] as StoreType[]
  const t = await getTranslations({ locale, namespace: 'locator' })
  const lat = first(query.lat)
  const lng = first(query.lng)
  const around = lat && lng ? await searchByPoint(await payloadClient(), Number(lat), Number(lng), place.trim() || t('yourLocation')) : null
  const searched = around !== null || place.trim() !== ''
  const result = around ?? (searched ? await searchByPlace(await payloadClient(), place, locale) : null)
  const initial: LocatorInitial = {
    query: result?.query ?? '',
    point: result?.point ?? null,
    stores: result?.stores ?? [],
    types,
    showAll: first(query.all) === '1',
    searched,
  }
  const alternates = Object.fromEntries(urlLocales.map((l) => [l, `/${l}/store-locator/`]))
  return (
    <PageShell locale={locale} alternates={alternates}>
      <StoreLocatorSection locale={locale} headline={t('searchPageTitle')} headingLevel={1} initial={initial} />
    </PageShell>
  )
}
