import { getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import type { LocatorInitial } from '@/components/locator/StoreLocator'
import { StoreLocatorSection } from '@/components/locator/StoreLocatorSection'
import { storeLocatorPath } from '@/domain/locator/storeLocatorPath'
import { isStoreType, type StoreType } from '@/domain/locator/storeTypes'
import { micrositeHref } from '@/domain/microsite'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import { searchByPlace, searchByPoint } from '@/server/geo/locatorSearch'
import { payloadClient } from '@/server/payload/client'

export type LocatorParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''
const all = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : [])

/**
 * The store locator's search without JavaScript (issue 18): `?place=&type=&all=1`, rendered on the
 * server; `&lat=&lng=` (the locator's own "show all" link) searches around that point, `place` then
 * only naming it. On a jeweller's microsite (/{locale}/microsite/{slug}/store-locator/) the form
 * and the shell stay under its prefix (spec 1 §2).
 */
export async function StoreLocatorPage({ locale, query, microsite }: { locale: UrlLocale; query: LocatorParams; microsite?: string }) {
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
  const alternates = Object.fromEntries(urlLocales.map((l) => [l, storeLocatorPath(l)]))
  const action = microsite ? micrositeHref(storeLocatorPath(locale), microsite) : storeLocatorPath(locale)
  return (
    <PageShell locale={locale} alternates={alternates} microsite={microsite}>
      <StoreLocatorSection locale={locale} headline={t('searchPageTitle')} headingLevel={1} initial={initial} action={action} />
    </PageShell>
  )
}
