import 'server-only'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { UrlLocale } from '@/i18n/locales'
import { cacheTags } from '@/server/cache/tags'
import { mapLink } from '@/server/content/mapLink'
import type { LayoutView, NavItemView } from '@/server/content/types'
import { payloadClient } from '@/server/payload/client'

type RawItem = { label: string; link: Parameters<typeof mapLink>[0] }

function mapItems(items: RawItem[] | null | undefined, locale: UrlLocale): NavItemView[] {
  return (items ?? []).flatMap((item) => {
    const link = mapLink(item.link, locale)
    return link ? [{ label: item.label, link }] : []
  })
}

const cachedLayout = unstable_cache(
  async (locale: UrlLocale): Promise<LayoutView> => {
    const payload = await payloadClient()
    const [header, footer] = await Promise.all([
      payload.findGlobal({ slug: 'header', locale, depth: 1, overrideAccess: false }),
      payload.findGlobal({ slug: 'footer', locale, depth: 1, overrideAccess: false }),
    ])
    return {
      brand: header.brand,
      nav: mapItems(header.nav as RawItem[], locale),
      footer: {
        columns: (footer.columns ?? []).map((c) => ({ heading: c.heading, links: mapItems(c.links as RawItem[], locale) })),
        address: footer.address ?? undefined,
        legal: footer.legal ?? undefined,
      },
    }
  },
  ['layout'],
  { tags: [cacheTags.layout, cacheTags.pages, cacheTags.products] },
)

/** Header and footer of the site in one locale, from the Payload globals. */
export const findLayout = cache((locale: UrlLocale) => cachedLayout(locale))
