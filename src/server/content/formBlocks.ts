import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { cache } from 'react'
import type { MuseumDates } from '@/domain/forms/museumDates'
import { pagePath } from '@/domain/paths'
import type { UrlLocale } from '@/i18n/locales'
import { cacheTags } from '@/server/cache/tags'
import { formSettings } from '@/server/forms/settings'
import { payloadClient } from '@/server/payload/client'

/** A store of the museum form's select: its uuid is what the form sends as store_uuid. */
export type StoreChoice = { value: string; label: string }

const cachedMuseumDays = unstable_cache(async (): Promise<MuseumDates | null> => (await formSettings(await payloadClient())).museum ?? null, ['museum-days'], {
  tags: [cacheTags.formSettings],
})

/** The museum's bookable days (form settings); null when none are configured. */
export const museumDays = cache(() => cachedMuseumDays())

const cachedStoreChoices = unstable_cache(
  async (): Promise<StoreChoice[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'jewelers',
      where: { _status: { equals: 'published' } },
      overrideAccess: false,
      depth: 0,
      pagination: false,
      sort: 'name',
      select: { name: true, city: true, uuid: true },
    })
    return docs.flatMap((d) => (d.uuid ? [{ value: d.uuid, label: d.city ? `${d.name}, ${d.city}` : d.name }] : []))
  },
  ['store-choices'],
  { tags: [cacheTags.jewelers] },
)

/** The published stores (jewellers), by name. */
export const storeChoices = cache(() => cachedStoreChoices())

const cachedContactPage = unstable_cache(
  async (locale: UrlLocale): Promise<string | null> => {
    const payload = await payloadClient()
    const find = async (where: Where) => {
      const { docs } = await payload.find({
        collection: 'pages',
        locale,
        where,
        overrideAccess: false,
        depth: 0,
        limit: 1,
        sort: 'createdAt',
        select: { slug: true, isHome: true },
      })
      return docs[0]
    }
    const contact: Where = { 'layout.blockType': { equals: 'contactForm' } }
    // The variant with a products step first: a visitor who brings several pieces can choose among them.
    const page = (await find({ and: [contact, { 'layout.variant': { equals: 'withProducts' } }] })) ?? (await find(contact))
    return page?.slug ? pagePath(locale, page.slug, Boolean(page.isHome)) : null
  },
  ['contact-page'],
  { tags: [cacheTags.pages] },
)

/**
 * The path of the published page with the contact form (the one with a products step if there is
 * one), for links that take the wishlist along; null without one.
 */
export const contactPagePath = cache((locale: UrlLocale) => cachedContactPage(locale))
