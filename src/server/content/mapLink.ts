import { pagePath, productPath, sitePath } from '@/domain/paths'
import type { UrlLocale } from '@/i18n/locales'
import type { Page, Product } from '@/payload-types'
import type { LinkView } from '@/domain/linkView'

type LinkData =
  | {
      type?: 'story' | 'url' | 'email' | 'anchor' | null
      story?: { relationTo: 'pages' | 'products'; value: number | Page | Product } | null
      url?: string | null
      email?: string | null
      anchor?: string | null
    }
  | null
  | undefined

/** Resolves the four link types of the spec into an href for the visitor's locale. */
export function mapLink(link: LinkData, locale: UrlLocale): LinkView | undefined {
  if (!link?.type) return undefined
  switch (link.type) {
    case 'story': {
      const doc = link.story?.value
      if (!doc || typeof doc !== 'object' || !doc.slug) return undefined
      if (link.story?.relationTo === 'products') return { href: productPath(locale, doc.slug), external: false }
      return { href: pagePath(locale, doc.slug, Boolean((doc as Page).isHome)), external: false }
    }
    case 'url':
      if (!link.url) return undefined
      // "//host/x" is another site (protocol-relative), not a site path.
      return link.url.startsWith('/') && !link.url.startsWith('//') ? { href: sitePath(locale, link.url), external: false } : { href: link.url, external: true }
    case 'email':
      return link.email ? { href: `mailto:${link.email}`, external: true } : undefined
    case 'anchor':
      return link.anchor ? { href: `#${link.anchor.replace(/^#/, '')}`, external: false } : undefined
  }
}
