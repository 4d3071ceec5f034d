import { micrositeBase } from '@/domain/microsite'
import { pagePath, productPath } from '@/domain/paths'
import { booleanFilters, filterValues } from '@/domain/productFilters'
import { productVocabulary, type FilterLabels, type ProductFacts } from '@/domain/searchVocabulary'
import { defaultLocale, type UrlLocale } from '@/i18n/locales'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import ja from '@/i18n/messages/ja.json'
import zhHans from '@/i18n/messages/zh-hans.json'
import type { Media } from '@/payload-types'
import { fullSlug } from '@/server/cms/contentTypes'
import { mapImage } from '@/server/content/mapMedia'
import { fieldWeights, type SearchDocument } from '@/server/search/searchIndex'

/** The collections the site search finds, and the fields each is read with (nothing of the layout). */
export const searchCollections = ['products', 'pages', 'jewelers'] as const
export type SearchCollection = (typeof searchCollections)[number]

// What a piece is (issue 21): its type and filter attributes, read for the vocabulary.
const productFacts = Object.fromEntries([...Object.keys(filterValues), 'filterBraceletClasp', ...booleanFilters, 'type'].map((k) => [k, true])) as Record<
  keyof ProductFacts,
  true
>

export const searchSelect = {
  products: { name: true, name2: true, slug: true, mpn: true, pageSummary: true, imageMain: true, imageSet: true, updatedAt: true, ...productFacts },
  pages: { title: true, slug: true, isHome: true, meta: { title: true, description: true, image: true }, updatedAt: true },
  jewelers: { name: true, slug: true, address: true, zip: true, city: true, logos: true, updatedAt: true },
} as const

/** A document as read with `locale: 'all'`: localized fields are objects keyed by locale. */
export type AllLocalesDoc = { id: number | string } & Record<string, unknown>

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A field in the visitor's language, else in the default one (Payload's `fallback: true`). */
function inLocale(value: unknown, locale: UrlLocale): string {
  if (!value || typeof value !== 'object') return text(value)
  const byLocale = value as Record<string, unknown>
  return text(byLocale[locale]) || text(byLocale[defaultLocale])
}

/**
 * One image URL per picture keeps a hit small. Hits show as thumbnails (160 px in the results, less
 * in the suggestions): the smallest rendition, not the 1600 px one, which made the results page
 * fetch ≈ 380 KB more on a phone (Lighthouse, issue 20).
 */
const imageUrl = (media: unknown): string | null => {
  const image = mapImage(media as Media | null | undefined)
  return image?.srcSet[0]?.url ?? image?.url ?? null
}
const imageUrls = (list: unknown): string[] => (Array.isArray(list) ? list.map(imageUrl).filter((u): u is string => Boolean(u)) : [])

export const searchKey = (collection: SearchCollection, id: number | string) => `${collection}:${id}`

/** The `filter` namespace of each catalogue: the names visitors see for filter values. */
const filterLabels: Record<UrlLocale, FilterLabels> = { de: de.filter, en: en.filter, ja: ja.filter, 'zh-hans': zhHans.filter }

/** The terms of what a piece is, one term a line (the index keeps CJK terms whole). */
export const productKindText = (doc: ProductFacts, locale: UrlLocale): string => productVocabulary(doc, locale, filterLabels[locale]).join('\n')

function productDocument(doc: AllLocalesDoc, locale: UrlLocale): SearchDocument {
  const name = inLocale(doc.name, locale)
  const name2 = inLocale(doc.name2, locale)
  const pageSummary = inLocale(doc.pageSummary, locale)
  const slug = inLocale(doc.slug, locale)
  const set = imageUrls(doc.imageSet)
  const main = imageUrl(doc.imageMain)
  return {
    key: searchKey('products', doc.id),
    type: 'product',
    name: `${name} ${name2}`.trim(),
    fields: [
      { text: name, weight: fieldWeights.title },
      { text: name2, weight: fieldWeights.title },
      { text: text(doc.mpn), weight: fieldWeights.subtitle },
      { text: pageSummary, weight: fieldWeights.body },
      { text: productKindText(doc as ProductFacts, locale), weight: fieldWeights.kind },
    ],
    hit: {
      type: 'product',
      name,
      ...(name2 ? { name2 } : {}),
      full_slug: fullSlug('product', locale, slug),
      // A product without a set still shows its main picture rather than the placeholder.
      image_set: set.length || !main ? set : [main],
      pageSummary,
      url: productPath(locale, slug),
    },
  }
}

function pageDocument(doc: AllLocalesDoc, locale: UrlLocale): SearchDocument {
  const meta = (doc.meta ?? {}) as Record<string, unknown>
  const title = inLocale(doc.title, locale)
  const pageTitle = inLocale(meta.title, locale) || title
  const pageSummary = inLocale(meta.description, locale)
  const slug = inLocale(doc.slug, locale)
  const isHome = Boolean(doc.isHome)
  return {
    key: searchKey('pages', doc.id),
    type: 'page',
    name: pageTitle,
    fields: [
      { text: title, weight: fieldWeights.title },
      { text: pageTitle === title ? '' : pageTitle, weight: fieldWeights.title },
      { text: pageSummary, weight: fieldWeights.body },
    ],
    hit: {
      type: 'page',
      pageTitle,
      pageSummary,
      full_slug: fullSlug('page', locale, slug, isHome),
      image: imageUrl(meta.image),
      url: pagePath(locale, slug, isHome),
    },
  }
}

function jewelerDocument(doc: AllLocalesDoc, locale: UrlLocale): SearchDocument {
  const name = text(doc.name)
  return {
    key: searchKey('jewelers', doc.id),
    type: 'jeweler',
    name,
    fields: [
      { text: name, weight: fieldWeights.title },
      { text: text(doc.city), weight: fieldWeights.subtitle },
      { text: `${text(doc.address)} ${text(doc.zip)}`.trim(), weight: fieldWeights.body },
    ],
    // A store's picture is its first logo; its page is its microsite.
    hit: { type: 'jeweler', name, image_main: imageUrl(Array.isArray(doc.logos) ? doc.logos[0] : null), url: micrositeBase(locale, text(doc.slug)) },
  }
}

const builders: Record<SearchCollection, (doc: AllLocalesDoc, locale: UrlLocale) => SearchDocument> = {
  products: productDocument,
  pages: pageDocument,
  jewelers: jewelerDocument,
}

export function searchDocument(collection: SearchCollection, doc: AllLocalesDoc, locale: UrlLocale): SearchDocument {
  return builders[collection](doc, locale)
}
