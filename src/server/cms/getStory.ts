import 'server-only'
import type { Payload } from 'payload'
import { json } from '@/server/http/drf'
import { publicUrl } from '@/server/http/publicUrl'
import { cacheVersion } from '@/server/cms/cacheVersion'
import { contentTypeNames } from '@/server/cms/contentTypes'
import { findStories } from '@/server/cms/findStories'
import { splitLanguagePrefix } from '@/server/cms/language'
import { parseStoriesQuery, type StoriesQuery } from '@/server/cms/query'
import { readsDrafts } from '@/server/cms/readContext'
import { decodeComponent } from '@/domain/uriComponent'

/** Storyblok's answer for an unknown story. */
export const notFound = () => json(['This record could not be found'], 404)

/**
 * GET cdn/stories/{full_slug | id | uuid with find_by=uuid}/. A full_slug may carry a language
 * prefix (`en/jewellery/…`), which then selects the language unless `language` is given.
 */
export async function getStory(payload: Payload, request: Request): Promise<Response> {
  const url = new URL(request.url)
  const marker = '/cdn/stories/'
  const raw = url.pathname.slice(url.pathname.indexOf(marker) + marker.length).replace(/\/+$/, '')
  const target = decodeComponent(raw)
  if (target === null) return notFound()
  const parsed = parseStoriesQuery(url.searchParams)
  if (parsed.error !== undefined) return json({ error: parsed.error }, 400)
  const query = lookup(parsed.query, target, url.searchParams)
  if (!query) return notFound()
  const ctx = { payload, draft: await readsDrafts(payload, query.draftRequested, query.token), locale: query.locale, fallbackLocale: query.fallbackLocale }
  const [page, cv] = await Promise.all([findStories(ctx, query, publicUrl()), cacheVersion(payload)])
  const story = page.stories[0]
  if (!story) return notFound()
  return json({ story, cv, rels: page.rels, links: [], ...(page.relUuids ? { rel_uuids: page.relUuids } : {}) })
}

/** The list query that finds exactly the one story; filters of the list endpoint do not apply. */
function lookup(base: StoriesQuery, target: string, params: URLSearchParams): StoriesQuery | null {
  if (!target || target.includes('*')) return null
  const one: StoriesQuery = {
    ...base,
    types: [...contentTypeNames],
    perPage: 1,
    page: 1,
    sortBy: [],
    filter: { all: [], any: [] },
    startsWith: undefined,
    bySlugs: undefined,
    excludingSlugs: undefined,
    byUuids: undefined,
    byIds: undefined,
    excludingIds: undefined,
    matchesNothing: false,
  }
  if (params.get('find_by') === 'uuid') return { ...one, byUuids: [target] }
  if (/^\d+$/.test(target)) return { ...one, byIds: [Number(target)] }
  const { language, rest } = splitLanguagePrefix(target)
  return { ...one, bySlugs: [rest], locale: params.get('language') || !language ? base.locale : language }
}
