import type { Payload } from 'payload'
import { defaultLocale, type UrlLocale } from '@/i18n/locales'
import { contentTypes, fullSlug, storyPath, type ContentType } from '@/server/cms/contentTypes'
import { storyLang, translatedLanguages } from '@/server/cms/language'
import { storyContent, type Blok } from '@/server/cms/mapContent'
import { folderId, storyId } from '@/server/cms/storyId'

type Doc = Record<string, unknown>
/** A document's slug and name in every locale (from a `locale: 'all'` read). */
export type Translations = { slug: Partial<Record<UrlLocale, string>>; name: Partial<Record<UrlLocale, string>> }

export type Story = {
  id: number
  uuid: string
  name: string
  slug: string
  full_slug: string
  default_full_slug: string
  content: Blok
  created_at: string
  updated_at: string
  published_at: string | null
  first_published_at: string | null
  sort_by_date: null
  position: number
  tag_list: string[]
  is_startpage: boolean
  parent_id: number
  meta_data: null
  group_id: string
  release_id: null
  lang: string
  path: null
  alternates: never[]
  translated_slugs: { path: string; name: string | null; lang: string; published: boolean | null }[]
}

/** The story name of a document: the joined name fields (a product's name and name2). */
export function storyName(type: ContentType, doc: Doc): string {
  return contentTypes[type].nameFields
    .map((f) => doc[f])
    .filter((v) => typeof v === 'string' && v)
    .join(' ')
}

/**
 * A document as a Storyblok story in one language. Translations use field-level translation with
 * translated slugs: full_slug carries the language prefix, translated_slugs every language's path.
 */
export function mapStory(payload: Payload, type: ContentType, doc: Doc, locale: UrlLocale, translations: Translations, origin: string): Story {
  const isHome = Boolean(doc.isHome)
  const slugIn = (l: UrlLocale) => translations.slug[l] || translations.slug[defaultLocale] || String(doc.slug ?? '')
  const published = doc._status === undefined || doc._status === 'published'
  return {
    id: storyId(type, doc.id as number),
    uuid: String(doc.uuid ?? ''),
    name: storyName(type, doc),
    slug: String(doc.slug ?? ''),
    full_slug: fullSlug(type, locale, slugIn(locale), isHome),
    default_full_slug: storyPath(type, defaultLocale, slugIn(defaultLocale), isHome),
    content: storyContent(payload, type, doc, { locale, origin }),
    created_at: String(doc.createdAt),
    updated_at: String(doc.updatedAt),
    published_at: (doc.publishedAt as string | null | undefined) ?? null,
    first_published_at: (doc.firstPublishedAt as string | null | undefined) ?? null,
    sort_by_date: null,
    // A story's place in its folder: the order documents were created in.
    position: Number(doc.id),
    tag_list: [],
    is_startpage: false,
    parent_id: folderId(type),
    meta_data: null,
    group_id: String(doc.uuid ?? ''),
    release_id: null,
    lang: storyLang(locale),
    path: null,
    alternates: [],
    translated_slugs: translatedLanguages.map((l) => ({
      path: storyPath(type, l, slugIn(l), isHome),
      name: translations.name[l] || null,
      lang: l,
      published: published ? true : null,
    })),
  }
}
