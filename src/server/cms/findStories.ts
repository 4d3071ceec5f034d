import type { Where } from 'payload'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import { allOf, anyOf, toWhere, valueAt, type Condition } from '@/server/cms/conditions'
import { contentTypes, type ContentType } from '@/server/cms/contentTypes'
import { filterCondition } from '@/server/cms/filterWhere'
import { relationUuids } from '@/server/cms/mapContent'
import { mapStory, type Story, type Translations } from '@/server/cms/mapStory'
import type { StoriesQuery } from '@/server/cms/query'
import { access, idIn, type ReadContext } from '@/server/cms/readContext'
import { excludingCondition, slugCondition, startsWithCondition } from '@/server/cms/slugMatch'
import { compareValues, payloadSort, sortKeys, type SortKey } from '@/server/cms/sorting'
import { parseStoryId, storyId } from '@/server/cms/storyId'

type Doc = Record<string, unknown>
type Source = { type: ContentType; where: Where; keys: SortKey[] }
export type StoriesPage = { stories: Story[]; total: number; rels: Story[]; relUuids?: string[] }

/** Storyblok resolves at most 50 related stories inline; beyond that it lists their uuids. */
const MAX_RELS = 50

// Stories referenced by other stories need only what a link or a relation uuid shows.
const populate = {
  pages: { uuid: true, slug: true, isHome: true },
  products: { uuid: true, slug: true },
  jewelers: { uuid: true, slug: true },
} as const

/** One page of stories for a request, with the stories its resolve_relations point at. */
export async function findStories(ctx: ReadContext, query: StoriesQuery, origin: string): Promise<StoriesPage> {
  const sources: Source[] = []
  for (const type of query.types) {
    const condition = await sourceCondition(ctx, type, query)
    if (condition !== false) sources.push({ type, where: toWhere(condition), keys: sortKeys(ctx.payload, type, query.sortBy) })
  }
  const { docs, total } = sources.length === 1 ? await singleSource(ctx, sources[0], query) : await mergedSources(ctx, sources, query)
  const stories = await toStories(ctx, docs, origin)
  const related = await relations(ctx, query, stories, origin)
  return { stories, total, ...related }
}

async function sourceCondition(ctx: ReadContext, type: ContentType, q: StoriesQuery): Promise<Condition> {
  if (q.matchesNothing) return false
  const ids = (list: number[] | undefined) =>
    list
      ?.map(parseStoryId)
      .filter((p) => p?.type === type)
      .map((p) => p!.documentId) ?? []
  const parts: Condition[] = [
    q.byUuids ? { uuid: { in: q.byUuids } } : true,
    q.byIds ? (ids(q.byIds).length > 0 ? idIn(ids(q.byIds)) : false) : true,
    q.excludingIds && ids(q.excludingIds).length > 0 ? { id: { not_in: ids(q.excludingIds) } } : true,
  ]
  if (allOf(parts) === false) return false
  parts.push(
    q.startsWith !== undefined ? await startsWithCondition(ctx, type, q.startsWith) : true,
    q.bySlugs ? anyOf(await Promise.all(q.bySlugs.map((p) => slugCondition(ctx, type, p)))) : true,
  )
  if (allOf(parts) === false) return false
  parts.push(q.excludingSlugs ? await excludingCondition(ctx, type, q.excludingSlugs) : true, await filterCondition(ctx, type, q.filter))
  return allOf(parts)
}

function readOptions(ctx: ReadContext) {
  return { locale: ctx.locale, fallbackLocale: ctx.fallbackLocale, ...access(ctx) }
}

async function singleSource(ctx: ReadContext, source: Source, q: StoriesQuery) {
  const result = await ctx.payload.find({
    collection: contentTypes[source.type].collection,
    where: source.where,
    sort: payloadSort(source.keys),
    limit: q.perPage,
    page: q.page,
    depth: 1,
    populate,
    ...readOptions(ctx),
  })
  return { docs: result.docs.map((d) => ({ type: source.type, doc: d as unknown as Doc })), total: result.totalDocs }
}

/**
 * Without a content_type the page spans collections. Each is read in the request's order up to the
 * end of the page (ids and sort values only), the lists are merged, and the page's documents are
 * then read in full. Merging the same sorted prefixes always yields the same sequence, so pages
 * neither repeat nor skip a story.
 */
async function mergedSources(ctx: ReadContext, sources: Source[], q: StoriesQuery) {
  const end = q.page * q.perPage
  const heads = await Promise.all(
    sources.map(async (source) => {
      const result = await ctx.payload.find({
        collection: contentTypes[source.type].collection,
        where: source.where,
        sort: payloadSort(source.keys),
        limit: end,
        page: 1,
        depth: 0,
        select: { uuid: true, ...Object.fromEntries(source.keys.filter((k) => k.path !== 'id').map((k) => [k.path.split('.')[0], true])) },
        ...readOptions(ctx),
      })
      return { source, docs: result.docs as unknown as Doc[], total: result.totalDocs }
    }),
  )
  const merged = heads
    .flatMap(({ source, docs }) => docs.map((doc) => ({ type: source.type, keys: source.keys, doc })))
    .sort((a, b) => {
      for (let i = 0; i < a.keys.length - 1; i++) {
        const order = compareValues(valueAt(a.doc, a.keys[i].path), valueAt(b.doc, b.keys[i].path))
        if (order !== 0) return a.keys[i].desc ? -order : order
      }
      return storyId(a.type, a.doc.id as number) - storyId(b.type, b.doc.id as number)
    })
    .slice(end - q.perPage, end)
  const full = await Promise.all(
    sources.map(async ({ type }) => {
      const ids = merged.filter((m) => m.type === type).map((m) => m.doc.id as number)
      if (ids.length === 0) return []
      const { docs } = await ctx.payload.find({
        collection: contentTypes[type].collection,
        where: idIn(ids),
        pagination: false,
        depth: 1,
        populate,
        ...readOptions(ctx),
      })
      return docs.map((d) => ({ type, doc: d as unknown as Doc }))
    }),
  )
  const byKey = new Map(full.flat().map((d) => [`${d.type}:${d.doc.id}`, d]))
  const docs = merged.map((m) => byKey.get(`${m.type}:${m.doc.id}`)).filter((d) => d !== undefined)
  return { docs, total: heads.reduce((sum, h) => sum + h.total, 0) }
}

async function toStories(ctx: ReadContext, docs: { type: ContentType; doc: Doc }[], origin: string): Promise<Story[]> {
  const translations = await translationsOf(ctx, docs)
  return docs.map(({ type, doc }) => mapStory(ctx.payload, type, doc, ctx.locale, translations.get(`${type}:${doc.id}`) ?? { slug: {}, name: {} }, origin))
}

/** Every language's slug and name of the page's documents, for translated_slugs (one read per type). */
async function translationsOf(ctx: ReadContext, docs: { type: ContentType; doc: Doc }[]): Promise<Map<string, Translations>> {
  const out = new Map<string, Translations>()
  const types = [...new Set(docs.map((d) => d.type))]
  await Promise.all(
    types.map(async (type) => {
      const { nameFields, collection } = contentTypes[type]
      const { docs: all } = await ctx.payload.find({
        collection,
        where: idIn(docs.filter((d) => d.type === type).map((d) => d.doc.id as number)),
        locale: 'all',
        pagination: false,
        depth: 0,
        select: Object.fromEntries(['slug', ...nameFields].map((f) => [f, true])),
        ...access(ctx),
      })
      for (const doc of all as unknown as Doc[]) {
        const inLocale = (field: string, l: UrlLocale) => {
          const v = doc[field]
          return typeof v === 'string' ? v : ((v as Record<string, string | null> | undefined)?.[l] ?? undefined)
        }
        out.set(`${type}:${doc.id}`, {
          slug: Object.fromEntries(urlLocales.map((l) => [l, inLocale('slug', l)])),
          name: Object.fromEntries(
            urlLocales.map((l) => [
              l,
              nameFields
                .map((f) => inLocale(f, l))
                .filter(Boolean)
                .join(' ') || undefined,
            ]),
          ),
        })
      }
    }),
  )
  return out
}

async function relations(ctx: ReadContext, q: StoriesQuery, stories: Story[], origin: string) {
  if (q.resolveRelations.length === 0) return { rels: [] }
  const uuids = [...new Set(stories.flatMap((s) => relationUuids(s.content, q.resolveRelations)))]
  if (uuids.length === 0) return { rels: [] }
  if (uuids.length > MAX_RELS) return { rels: [], relUuids: uuids }
  const { stories: rels } = await findStories(
    ctx,
    {
      ...q,
      types: ['page', 'product', 'jeweler'],
      byUuids: uuids,
      perPage: MAX_RELS,
      page: 1,
      sortBy: [],
      resolveRelations: [],
      filter: { all: [], any: [] },
      ...noSlugFilters,
    },
    origin,
  )
  return { rels }
}

const noSlugFilters = { startsWith: undefined, bySlugs: undefined, excludingSlugs: undefined, byIds: undefined, excludingIds: undefined, matchesNothing: false }
