import type { UrlLocale } from '@/i18n/locales'

/** Spec 1 §2: "/{locale}/microsite/{jeweler slug}/ — prefix for all links in microsite mode (trailing slash)." */
export function micrositeBase(locale: UrlLocale, jeweler: string): string {
  return `/${locale}/microsite/${encodeURIComponent(jeweler)}/`
}

/** Moves a site path of any locale into the microsite; other addresses (mailto, https, #) stay. */
export function micrositeHref(href: string, jeweler: string): string {
  const match = /^\/([a-z]{2}(?:-[a-z]+)?)\/(.*)$/.exec(href)
  if (!match || match[2].startsWith('microsite/')) return href
  return `${micrositeBase(match[1] as UrlLocale, jeweler)}${match[2]}`
}

/**
 * Rewrites every `href` in a view tree (links, product cards, navigation) for the microsite, so no
 * component needs to know which channel it renders in.
 */
export function withMicrositeLinks<T>(view: T, jeweler: string): T {
  if (Array.isArray(view)) return view.map((item) => withMicrositeLinks(item, jeweler)) as T
  if (!view || typeof view !== 'object') return view
  return Object.fromEntries(
    Object.entries(view).map(([key, value]) => [
      key,
      key === 'href' && typeof value === 'string' ? micrositeHref(value, jeweler) : withMicrositeLinks(value, jeweler),
    ]),
  ) as T
}
