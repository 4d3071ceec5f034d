import { z } from 'zod'
import { refused } from '@/server/http/errors'
import type { UrlLocale } from '@/i18n/locales'
import { contentTypes, isContentType, type ContentType } from '@/server/cms/contentTypes'
import { splitLanguagePrefix, storyLocale } from '@/server/cms/language'
import { parseFilterQuery, type FilterTree } from '@/server/cms/filterQuery'

export type SortSpec = { field: string; desc: boolean }

/** A stories request as the delivery API reads it; slug patterns are without language prefix. */
export type StoriesQuery = {
  draftRequested: boolean
  token?: string
  locale: UrlLocale
  fallbackLocale?: UrlLocale
  perPage: number
  page: number
  types: ContentType[]
  startsWith?: string
  bySlugs?: string[]
  excludingSlugs?: string[]
  byUuids?: string[]
  /** Story ids, for `cdn/stories/{id}`. */
  byIds?: number[]
  excludingIds?: number[]
  sortBy: SortSpec[]
  filter: FilterTree
  resolveRelations: string[]
  /** A filter nothing here can match (tags, folder start pages): the answer is an empty list. */
  matchesNothing: boolean
}

export type ParseResult = { query: StoriesQuery; error?: undefined } | { error: string; query?: undefined }

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
// Storyblok clamps out-of-range paging instead of refusing it: per_page above the maximum is the
// maximum. What is no whole number at all (`page=abc`) is refused (issue 30), as the document says.
export const clampedInt = (fallback: number, min: number, max: number) =>
  z
    .preprocess(blankToUndefined, z.coerce.number({ error: 'Must be a whole number.' }).int({ error: 'Must be a whole number.' }).optional())
    .transform((n) => (n === undefined ? fallback : Math.min(max, Math.max(min, n))))
    .meta({ type: 'integer', default: fallback, description: `Clamped to ${min}–${max}.` })

/** The first problem of a paging parameter as the one-line error of Storyblok's 400. */
export const pagingError = (error: z.ZodError) => {
  const issue = error.issues[0]!
  return `${issue.path.join('.')}: ${issue.message}`
}
const list = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    ),
)

/** Storyblok's limit for stories; datasource entries allow 1000. */
export const STORIES_MAX_PER_PAGE = 100

export const storiesParams = z.object({
  token: z.string().max(2048).optional().catch(undefined),
  version: z.enum(['draft', 'published']).catch('published'),
  language: z.string().optional().catch(undefined),
  fallback_lang: z.string().optional().catch(undefined),
  per_page: clampedInt(25, 1, STORIES_MAX_PER_PAGE),
  page: clampedInt(1, 1, 1_000_000),
  content_type: z.string().optional().catch(undefined),
  starts_with: z.string().optional().catch(undefined),
  by_slugs: list,
  excluding_slugs: list,
  by_uuids: list,
  by_uuids_ordered: list,
  excluding_ids: list,
  sort_by: list,
  resolve_relations: list,
  with_tag: z.string().optional().catch(undefined),
  is_startpage: z.string().optional().catch(undefined),
})

/** Reads the query string of `cdn/stories/` (and of a single story, which takes the same options). */
/**
 * The edge's query of cdn/stories/ and cdn/stories/{…}/: parseStoriesQuery's query, with the two
 * values the single-story lookup reads as sent; its error is Storyblok's `{error}` 400
 * (storyblokMisfit), not DRF's field errors.
 */
export const storiesQuery = z.instanceof(URLSearchParams).transform((search, ctx) => {
  const parsed = parseStoriesQuery(search)
  if (parsed.error === undefined) return { query: parsed.query, findBy: search.get('find_by'), language: search.get('language') }
  ctx.addIssue({ code: 'custom', message: parsed.error })
  return z.NEVER
})

/** A query misfit of the Storyblok-shaped API: 400 `{error}` with the first problem, as Storyblok answers. */
export const storyblokMisfit = (error: z.ZodError) => refused(400, { error: error.issues[0]!.message })

export function parseStoriesQuery(params: URLSearchParams): ParseResult {
  const parsed = storiesParams.safeParse(Object.fromEntries([...params.keys()].map((k) => [k, params.get(k)])))
  if (!parsed.success) return { error: pagingError(parsed.error) }
  const p = parsed.data
  const filter = parseFilterQuery(params)
  if ('error' in filter) return { error: filter.error }

  const startsWith = p.starts_with === undefined ? undefined : splitLanguagePrefix(p.starts_with.replace(/^\/+/, ''))
  const bySlugs = p.by_slugs?.map((s) => splitLanguagePrefix(s.replace(/^\/+|\/+$/g, '')))
  const prefixLanguage = startsWith?.language ?? bySlugs?.find((s) => s.language)?.language
  const locale = p.language ? storyLocale(p.language) : (prefixLanguage ?? storyLocale(undefined))
  const type = p.content_type
  const types = type === undefined || type === '' ? (Object.keys(contentTypes) as ContentType[]) : isContentType(type) ? [type] : []
  const excludingIds = p.excluding_ids?.map(Number).filter(Number.isSafeInteger)

  return {
    query: {
      draftRequested: p.version === 'draft',
      token: p.token,
      locale,
      fallbackLocale: p.fallback_lang ? storyLocale(p.fallback_lang) : undefined,
      perPage: p.per_page,
      page: p.page,
      types,
      startsWith: startsWith?.rest,
      bySlugs: bySlugs?.map((s) => s.rest),
      excludingSlugs: p.excluding_slugs?.map((s) => splitLanguagePrefix(s).rest),
      byUuids: p.by_uuids ?? p.by_uuids_ordered,
      excludingIds,
      sortBy: (p.sort_by ?? []).map(parseSort).filter((s): s is SortSpec => s !== null),
      filter: filter.tree,
      resolveRelations: p.resolve_relations ?? [],
      // No story has tags, and the virtual folders have no start pages.
      matchesNothing: p.with_tag !== undefined && p.with_tag !== '' ? true : p.is_startpage === '1' || p.is_startpage === 'true',
    },
  }
}

/** `content.name:asc`, `created_at:desc`, `content.price:asc:float` (the number type needs no hint here). */
function parseSort(entry: string): SortSpec | null {
  const [field, direction = 'asc'] = entry.split(':')
  if (!field || !/^[a-z_][\w.]*$/i.test(field)) return null
  return { field, desc: direction.toLowerCase() === 'desc' }
}
