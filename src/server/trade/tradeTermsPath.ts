import 'server-only'
import { unstable_cache } from 'next/cache'
import { pagePath } from '@/domain/paths'
import type { UrlLocale } from '@/i18n/locales'
import { cacheTags } from '@/server/cache/tags'
import { payloadClient } from '@/server/payload/client'

/** The house's terms for the trade live on a content page with this key slug (the German one). */
export const TRADE_TERMS_SLUG_DE = 'haendlerbedingungen'

const cachedTermsPage = unstable_cache(
  async (locale: UrlLocale): Promise<string | null> => {
    const payload = await payloadClient()
    // The German slug names the page in every language; the link goes to the slug of the page's language.
    const { docs } = await payload.find({
      collection: 'pages',
      locale: 'de',
      where: { slug: { equals: TRADE_TERMS_SLUG_DE } },
      overrideAccess: false,
      depth: 0,
      limit: 1,
      select: { slug: true },
    })
    if (!docs[0]) return null
    const page = await payload.findByID({ collection: 'pages', id: docs[0].id, locale, overrideAccess: false, depth: 0, select: { slug: true } })
    return page?.slug ? pagePath(locale, page.slug) : null
  },
  ['trade-terms-page'],
  { tags: [cacheTags.pages] },
)

/** The path of the published trade terms page in a language, for the cart's terms link; null without one. */
export function tradeTermsPath(locale: UrlLocale): Promise<string | null> {
  return cachedTermsPage(locale)
}
