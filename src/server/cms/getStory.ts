import 'server-only'
import type { Payload } from 'payload'
import { json } from '@/server/http/drf'
import { publicUrl } from '@/server/http/publicUrl'
import { cacheVersion } from '@/server/cms/cacheVersion'
import { contentTypeNames } from '@/server/cms/contentTypes'
import { findStories } from '@/server/cms/findStories'
import { splitLanguagePrefix } from '@/server/cms/language'
import type { StoriesQuery } from '@/server/cms/query'
import { readsDrafts } from '@/server/cms/readContext'
import { z } from 'zod'
import { ApiError } from '@/server/http/errors'

/** Storyblok's answer for an unknown story. */
export const notFound = () => new ApiError(404, ['This record could not be found'])

/**
 * `{…slug}` of cdn/stories/{…slug}/: the story's full_slug, id or uuid as one text, Next's segments
 * (decoded, a malformed escape is Next's 400) joined again, without a trailing slash.
 */
export const storyParams = z.object({ slug: z.array(z.string()).transform((segments) => segments.join('/').replace(/\/+$/, '')) })

/**
 * GET cdn/stories/{full_slug | id | uuid with find_by=uuid}/. A full_slug may carry a language
 * prefix (`en/jewellery/…`), which then selects the language unless `language` is given.
 */
export async function getStory(
  payload: Payload,
  { target, base, findBy, language }: { target: string; base: StoriesQuery; findBy: string | null; language: string | null },
) {
  const query = lookup(base, target, { findBy, language })
  if (!query) throw notFound()
  const ctx = { payload, draft: await readsDrafts(payload, query.draftRequested, query.token), locale: query.locale, fallbackLocale: query.fallbackLocale }
  const [page, cv] = await Promise.all([findStories(ctx, query, publicUrl()), cacheVersion(payload)])
  const story = page.stories[0]
  if (!story) throw notFound()
  return json({ story, cv, rels: page.rels, links: [], ...(page.relUuids ? { rel_uuids: page.relUuids } : {}) })
}

/** The list query that finds exactly the one story; filters of the list endpoint do not apply. */
function lookup(base: StoriesQuery, target: string, { findBy, language: asked }: { findBy: string | null; language: string | null }): StoriesQuery | null {
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
  if (findBy === 'uuid') return { ...one, byUuids: [target] }
  if (/^\d+$/.test(target)) return { ...one, byIds: [Number(target)] }
  const { language, rest } = splitLanguagePrefix(target)
  return { ...one, bySlugs: [rest], locale: asked || !language ? base.locale : language }
}
