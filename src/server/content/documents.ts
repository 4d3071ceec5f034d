import 'server-only'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { pagePath, productPath } from '@/domain/paths'
import { productFolder, urlLocales, type UrlLocale } from '@/i18n/locales'
import type { Page, Product } from '@/payload-types'
import { cacheTags } from '@/server/cache/tags'
import { mapBlocks } from '@/blocks/mapBlocks'
import { mapImage, mapImages } from '@/server/content/mapMedia'
import { mapProductCard } from '@/server/content/mapProduct'
import type { PageView } from '@/server/content/pageView'
import type { Alternates } from '@/server/content/types'
import { payloadClient } from '@/server/payload/client'
import { decodeComponent } from '@/domain/uriComponent'

type LocalizedSlug = Partial<Record<UrlLocale, string>>

function alternatesFrom(slugs: LocalizedSlug, path: (locale: UrlLocale, slug: string) => string): Alternates {
  return Object.fromEntries(urlLocales.filter((l) => slugs[l]).map((l) => [l, path(l, slugs[l] as string)]))
}

type Access = { draft: boolean }
const PUBLISHED: Access = { draft: false }

/** Drafts (editor preview) read as the system; published reads as an anonymous visitor. */
const readOptions = ({ draft }: Access) => (draft ? { draft: true, overrideAccess: true } : { overrideAccess: false })

async function slugsOf(collection: 'pages' | 'products', id: number | string, access: Access): Promise<LocalizedSlug> {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection, id, locale: 'all', select: { slug: true }, depth: 0, ...readOptions(access) })
  return (doc as unknown as { slug: LocalizedSlug }).slug ?? {}
}

async function pageView(page: Page, locale: UrlLocale, access: Access): Promise<PageView> {
  const slugs = await slugsOf('pages', page.id, access)
  return {
    id: page.id,
    kind: 'page',
    title: page.meta?.title || page.title,
    description: page.meta?.description ?? undefined,
    image: mapImage(page.meta?.image),
    alternates: alternatesFrom(slugs, (l, s) => pagePath(l, s, Boolean(page.isHome))),
    blocks: mapBlocks(page.layout, locale, { storyUuid: page.uuid ?? undefined }),
  }
}

async function productView(product: Product, locale: UrlLocale, access: Access): Promise<PageView> {
  const slugs = await slugsOf('products', product.id, access)
  const card = mapProductCard(product, locale)
  return {
    id: product.id,
    kind: 'product',
    title: [product.name, product.name2].filter(Boolean).join(' · '),
    description: product.pageSummary ?? undefined,
    image: card.image,
    alternates: alternatesFrom(slugs, productPath),
    blocks: mapBlocks(product.layout, locale, { productMpn: product.mpn, storyUuid: product.uuid ?? undefined }),
    product: {
      ...card,
      pageSummary: product.pageSummary ?? undefined,
      gallery: [mapImage(product.imageLandscape), ...mapImages(product.imageSet)].filter((i) => i !== undefined),
    },
  }
}

async function loadPage(locale: UrlLocale, slug: string | null): Promise<PageView | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    depth: 2,
    limit: 1,
    overrideAccess: false,
    where: slug === null ? { isHome: { equals: true } } : { slug: { equals: slug } },
  })
  const page = docs[0] as Page | undefined
  return page ? pageView(page, locale, PUBLISHED) : null
}

async function loadProduct(locale: UrlLocale, slug: string): Promise<PageView | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    locale,
    depth: 2,
    limit: 1,
    overrideAccess: false,
    where: { slug: { equals: slug } },
  })
  const product = docs[0] as Product | undefined
  return product ? productView(product, locale, PUBLISHED) : null
}

const cachedDocument = unstable_cache(
  async (locale: UrlLocale, segments: string[]): Promise<PageView | null> => {
    if (segments.length === 0) return loadPage(locale, null)
    if (segments.length === 1) return loadPage(locale, segments[0])
    if (segments.length === 2 && segments[0] === productFolder[locale]) return loadProduct(locale, segments[1])
    return null
  },
  ['document'],
  { tags: [cacheTags.pages, cacheTags.products, cacheTags.media] },
)

/** The published document at a site path (segments after the locale), or null. */
export const findDocument = cache(async (locale: UrlLocale, segments: string[]) => {
  const decoded = segments.map(decodeComponent)
  // A malformed escape names no document.
  if (decoded.some((s) => s === null)) return null
  return cachedDocument(
    locale,
    (decoded as string[]).map((s) => s.toLowerCase()),
  )
})

/**
 * The latest draft of a page or product for the editor preview. Never cached: only the preview
 * route calls it, after checking the signed preview token.
 */
export async function findDraftDocument(collection: 'pages' | 'products', id: string, locale: UrlLocale): Promise<PageView | null> {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection, id, locale, depth: 2, draft: true, overrideAccess: true, disableErrors: true })
  if (!doc) return null
  const access = { draft: true }
  return collection === 'pages' ? pageView(doc as Page, locale, access) : productView(doc as Product, locale, access)
}
