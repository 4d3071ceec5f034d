import { productFolder, type UrlLocale } from '@/i18n/locales'

/** Canonical site paths: locale prefix, trailing slash (the spec's microsite prefix has one). */
export function pagePath(locale: UrlLocale, slug: string, isHome = false): string {
  return isHome ? `/${locale}/` : `/${locale}/${slug}/`
}

export function productPath(locale: UrlLocale, slug: string): string {
  return `/${locale}/${productFolder[locale]}/${slug}/`
}

/** A site path written by an editor ("/wishlist") gets the visitor's locale in front. */
export function sitePath(locale: UrlLocale, path: string): string {
  const clean = path.replace(/^\/+/, '').replace(/\/?$/, '/')
  return clean === '/' ? `/${locale}/` : `/${locale}/${clean}`
}
