import { defaultLocale, productFolder, type UrlLocale } from '@/i18n/locales'

/**
 * The three story types of the content API and where they live. Stories of one type share a
 * virtual folder: products under the product folder of each language (`schmuck/` in German,
 * `jewellery/` otherwise, as the site's URLs), jewellers under `jewelers/`, pages at the root.
 */
export const contentTypeNames = ['page', 'product', 'jeweler'] as const
export type ContentType = (typeof contentTypeNames)[number]
export type StoryCollection = 'pages' | 'products' | 'jewelers'

type TypeConfig = {
  collection: StoryCollection
  /** Last digit of a story id (see storyId.ts) and the id of the type's virtual folder. */
  code: number
  folder: (locale: UrlLocale) => string
  /** The document fields a story's name is made of, in order. */
  nameFields: string[]
  /**
   * Content field names that differ from the document's: `layout` is Storyblok's `body`, and a
   * page's SEO group is flattened into the spec's pageTitle, pageSummary and image.
   */
  rename: Record<string, string>
  /** Document fields that are story properties, not content. */
  omit: string[]
}

const storyProperties = ['id', 'uuid', 'firstPublishedAt', 'publishedAt', '_status', 'createdAt', 'updatedAt']

export const contentTypes: Record<ContentType, TypeConfig> = {
  page: {
    collection: 'pages',
    code: 1,
    folder: () => '',
    nameFields: ['title'],
    rename: { layout: 'body', 'meta.title': 'pageTitle', 'meta.description': 'pageSummary', 'meta.image': 'image' },
    omit: [...storyProperties, 'slug', 'isHome'],
  },
  product: {
    collection: 'products',
    code: 2,
    folder: (locale) => `${productFolder[locale]}/`,
    nameFields: ['name', 'name2'],
    rename: { layout: 'body' },
    omit: [...storyProperties, 'slug'],
  },
  jeweler: {
    collection: 'jewelers',
    code: 3,
    folder: () => 'jewelers/',
    nameFields: ['name'],
    rename: { layout: 'body' },
    // The spec lists slug among a store's fields, so it stays in the content too.
    omit: storyProperties,
  },
}

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (contentTypeNames as readonly string[]).includes(value)
}

export function contentTypeOf(collection: string): ContentType | undefined {
  return contentTypeNames.find((t) => contentTypes[t].collection === collection)
}

/** The full_slug of the home page: Storyblok's customary root story. */
export const HOME_SLUG = 'home'

/** A story's full_slug in one language, without the language prefix. */
export function storyPath(type: ContentType, locale: UrlLocale, slug: string, isHome = false): string {
  return type === 'page' && isHome ? HOME_SLUG : `${contentTypes[type].folder(locale)}${slug}`
}

/** The most segments a full_slug has: a language prefix, a type's folder and the slug (slugs hold no slash). */
export const MAX_FULL_SLUG_DEPTH = 3

/** A story's full_slug: its path, with the language in front except in the default language. */
export function fullSlug(type: ContentType, locale: UrlLocale, slug: string, isHome = false): string {
  const path = storyPath(type, locale, slug, isHome)
  return locale === defaultLocale ? path : `${locale}/${path}`
}
