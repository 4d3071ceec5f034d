import 'server-only'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { UrlLocale } from '@/i18n/locales'
import type { Jeweler } from '@/payload-types'
import { cacheTags } from '@/server/cache/tags'
import { mapBlocks } from '@/blocks/mapBlocks'
import type { BlockView } from '@/blocks/blockView'
import type { JewelerView } from '@/server/content/jewelerView'
import { payloadClient } from '@/server/payload/client'
import { decodeComponent } from '@/domain/uriComponent'

function jewelerView(jeweler: Jeweler, locale: UrlLocale): JewelerView {
  return {
    id: jeweler.id,
    uuid: jeweler.uuid ?? undefined,
    slug: jeweler.slug,
    name: jeweler.name,
    blocks: mapBlocks(jeweler.layout, locale, { storyUuid: jeweler.uuid ?? undefined }),
  }
}

const cachedJeweler = unstable_cache(
  async (locale: UrlLocale, slug: string): Promise<JewelerView | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'jewelers', locale, depth: 2, limit: 1, overrideAccess: false, where: { slug: { equals: slug } } })
    return docs[0] ? jewelerView(docs[0], locale) : null
  },
  ['jeweler'],
  { tags: [cacheTags.jewelers, cacheTags.products, cacheTags.media] },
)

/** The published jeweller of a microsite, or null. */
export const findJeweler = cache(async (locale: UrlLocale, slug: string) => {
  const decoded = decodeComponent(slug)
  return decoded === null ? null : cachedJeweler(locale, decoded.toLowerCase())
})

/** A jeweller's latest draft, for the editor preview only (after the token check). */
export async function findDraftJeweler(id: string, locale: UrlLocale): Promise<JewelerView | null> {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection: 'jewelers', id, locale, depth: 2, draft: true, overrideAccess: true, disableErrors: true })
  return doc ? jewelerView(doc, locale) : null
}

/**
 * Spec 1 §2: "Jeweller placeholder blocks on microsites are replaced by the content of the jeweller
 * story with the matching slug; if none exists a warning is logged."
 */
export async function fillJewelerPlaceholders(blocks: BlockView[], jeweler: JewelerView | null, slug: string): Promise<BlockView[]> {
  if (!blocks.some((b) => b.blockType === 'jewelerContent')) return blocks
  if (!jeweler) {
    const payload = await payloadClient()
    payload.logger.warn({ jeweler: slug }, 'microsite placeholder left out: no published jeweller with this slug')
  }
  return blocks.flatMap((block) => (block.blockType === 'jewelerContent' ? (jeweler?.blocks ?? []) : [block]))
}
