import 'server-only'
import { unstable_cache } from 'next/cache'
import { pagePath } from '@/domain/paths'
import type { UrlLocale } from '@/i18n/locales'
import { cacheTags } from '@/server/cache/tags'
import { payloadClient } from '@/server/payload/client'

/** The house's contact page has this German slug (seed/data/pages.json, key "contact"). */
export const CONTACT_SLUG_DE = 'kontakt'

const cachedContactPage = unstable_cache(
  async (locale: UrlLocale): Promise<string | null> => {
    const payload = await payloadClient()
    // The German slug names the page in every language; the link goes to the slug of the page's language.
    const { docs } = await payload.find({
      collection: 'pages',
      locale: 'de',
      where: { slug: { equals: CONTACT_SLUG_DE } },
      overrideAccess: false,
      depth: 0,
      limit: 1,
      select: { slug: true },
    })
    if (!docs[0]) return null
    const page = await payload.findByID({ collection: 'pages', id: docs[0].id, locale, overrideAccess: false, depth: 0, select: { slug: true } })
    return page?.slug ? pagePath(locale, page.slug) : null
  },
  ['contact-page'],
  { tags: [cacheTags.pages] },
)

/** The published contact page in a language, for the shop's refusal (issue 30); null without one. */
export function contactPagePath(locale: UrlLocale): Promise<string | null> {
  return cachedContactPage(locale)
}
