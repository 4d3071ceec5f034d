import { isUrlLocale, productFolder, type UrlLocale } from '@/i18n/locales'

/** Canonical site paths: locale prefix, trailing slash (the spec's microsite prefix has one). */
export function pagePath(locale: UrlLocale, slug: string, isHome = false): string {
  return isHome ? `/${locale}/` : `/${locale}/${slug}/`
}

export function productPath(locale: UrlLocale, slug: string): string {
  return `/${locale}/${productFolder[locale]}/${slug}/`
}

/** Folders the site's pages never live in (the proxy's matcher leaves them alone too). */
const NOT_PAGES = new Set(['admin', 'api', 'cms-api', '_next'])

/**
 * A site path written by an editor in a url link, made canonical: the visitor's locale in front
 * unless the editor named one ("/en/x", spec 1 §2 accepts locale codes in links), a slash at the
 * end of the path (before any query or hash, which are kept as written). Files and the API
 * ("/cms-api/downloads/file/a.pdf") are not pages and stay as written.
 */
export function sitePath(locale: UrlLocale, href: string): string {
  const split = href.search(/[?#]/)
  const path = split === -1 ? href : href.slice(0, split)
  const rest = split === -1 ? '' : href.slice(split)
  const segments = path.split('/').filter(Boolean)
  if (segments.length && (NOT_PAGES.has(segments[0]) || segments[segments.length - 1].includes('.'))) return href
  const prefixed = isUrlLocale(segments[0]) ? segments : [locale, ...segments]
  return `/${prefixed.join('/')}/${rest}`
}
