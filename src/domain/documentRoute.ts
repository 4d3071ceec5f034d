import { isUrlLocale, type UrlLocale } from '@/i18n/locales'

/** The proxy's 404 page: `/{locale}/_not-found/`. No slug can take it (slugs have no underscore). */
export const NOT_FOUND_SEGMENT = '_not-found'

/**
 * The path segment of a page's filtered twin (src/domain/filteredRoute.ts): `/de/_filtered/{filters}/ringe/`
 * renders `/de/ringe/?{filters}`. Slugs are lower-case letters, digits and hyphens, so no page can take it.
 */
export const FILTERED_SEGMENT = '_filtered'

/**
 * First segments after the locale that belong to the site's own routes (src/app/(site)/[locale]/),
 * not to the catch-all that renders pages and products.
 */
export const APP_SEGMENTS: ReadonlySet<string> = new Set([
  'account',
  'career',
  'cart',
  'error-access-denied',
  'microsite',
  'newsletter',
  'orders',
  'portal',
  'preview',
  'search',
  'shop',
  'store-locator',
  'wishlist',
  'yearly-ring',
  FILTERED_SEGMENT,
  NOT_FOUND_SEGMENT,
])

/**
 * The locale and segments of the document an address shows (`/{locale}/{...slug}/`, and a
 * microsite's `/{locale}/microsite/{jeweller}/{...slug}/`, which shows the house's same document),
 * or null for home pages, app routes and anything without a locale.
 */
export function documentAddress(pathname: string): { locale: UrlLocale; segments: string[] } | null {
  const [locale, ...rest] = pathname.split('/').filter(Boolean)
  if (!isUrlLocale(locale)) return null
  const segments = rest[0] === 'microsite' && rest.length >= 2 ? rest.slice(2) : rest
  if (segments.length === 0 || APP_SEGMENTS.has(segments[0])) return null
  return { locale, segments }
}
