import 'server-only'
import type { Payload } from 'payload'
import { json } from '@/server/http/drf'
import { publicUrl } from '@/server/http/publicUrl'
import { cacheVersion } from '@/server/cms/cacheVersion'
import { findStories } from '@/server/cms/findStories'
import type { StoriesQuery } from '@/server/cms/query'
import { readsDrafts } from '@/server/cms/readContext'

/**
 * GET cdn/stories/ of Storyblok's delivery API: one page of stories with `total` and `per-page`
 * headers; no match is an empty list, never a 404.
 */
export async function getStories(payload: Payload, q: StoriesQuery): Promise<Response> {
  const ctx = { payload, draft: await readsDrafts(payload, q.draftRequested, q.token), locale: q.locale, fallbackLocale: q.fallbackLocale }
  const [page, cv] = await Promise.all([findStories(ctx, q, publicUrl()), cacheVersion(payload)])
  return json({ stories: page.stories, cv, rels: page.rels, links: [], ...(page.relUuids ? { rel_uuids: page.relUuids } : {}) }, 200, {
    total: String(page.total),
    'per-page': String(q.perPage),
  })
}
