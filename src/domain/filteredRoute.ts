import { filterQueryKeys, filterQueryString, hasActiveFilters, readFilterQuery } from '@/domain/productFilters'
import { APP_SEGMENTS, FILTERED_SEGMENT } from '@/domain/documentRoute'
import { isUrlLocale, productFolder } from '@/i18n/locales'
import { decodeComponent } from '@/domain/uriComponent'

export type FilteredRoute =
  { rewrite: string; redirect?: undefined } | { redirect: { pathname: string; search: string; status: 307 | 308 }; rewrite?: undefined } | null

/** Whether segments after the locale (or microsite prefix) name a page or product document. */
function isDocumentPath(locale: keyof typeof productFolder, segments: string[], microsite: boolean): boolean {
  if (segments.length === 0) return true
  // App routes are not content documents: filters in their query mean nothing.
  if (segments.length === 1) return microsite || !APP_SEGMENTS.has(segments[0])
  return segments.length === 2 && segments[0] === productFolder[locale]
}

function decodeState(state: string): string {
  return decodeComponent(state) ?? ''
}

const pathOf = (segments: string[]) => `/${segments.join('/')}/`

/**
 * What the proxy does with a page address carrying product filters (issue 6): rewrite it to the
 * page's filtered twin, after redirecting once to the compact canonical query when it is not
 * already (a plain GET form repeats keys: `?filterRingDesign=modern&filterRingDesign=classic`
 * becomes `?filterRingDesign=modern,classic`). Other parameters are kept, after the filters.
 * Null: not a filtered document address, let it through.
 */
export function filteredListRoute(url: { pathname: string; searchParams: URLSearchParams }): FilteredRoute {
  const segments = url.pathname.split('/').filter(Boolean)
  const locale = segments[0]
  if (!isUrlLocale(locale)) return null
  const microsite = segments[1] === 'microsite' && segments.length >= 3
  const prefix = segments.slice(0, microsite ? 3 : 1)
  const rest = segments.slice(prefix.length)

  // The twin's own address, typed or shared by hand: its public form is the page with the query.
  if (rest[0] === FILTERED_SEGMENT) {
    const query = filterQueryString(readFilterQuery(new URLSearchParams(decodeState(rest[1] ?? ''))))
    return { redirect: { pathname: pathOf([...prefix, ...rest.slice(2)]), search: query, status: 308 } }
  }
  if (!isDocumentPath(locale, rest, microsite)) return null
  const query = readFilterQuery(url.searchParams)
  if (!hasActiveFilters(query)) return null

  const filters = filterQueryString(query)
  const others = new URLSearchParams([...url.searchParams].filter(([key]) => !filterQueryKeys.includes(key))).toString()
  const canonical = [filters, others].filter(Boolean).join('&')
  // Compared as decoded pairs: proxies and clients differ in how they escape a comma.
  if (JSON.stringify([...url.searchParams]) !== JSON.stringify([...new URLSearchParams(canonical)])) {
    return { redirect: { pathname: url.pathname, search: canonical, status: 307 } }
  }
  return { rewrite: pathOf([...prefix, FILTERED_SEGMENT, filters, ...rest]) }
}
