import 'server-only'
import type { Payload } from 'payload'
import { fieldErrors, json } from '@/server/http/drf'
import { parseSearchParams } from '@/server/search/searchQuery'
import { ensureSearchIndex } from '@/server/search/searchService'

/**
 * GET /api/v1/search/: one page of 80 hits from this process's index. Not cached anywhere
 * (`no-store`): the index answers in about a millisecond, and a shared cache would only stand
 * between an editor's publication and the visitor (issue 6: searchable within 2 s).
 */
export async function searchSite(payload: Payload, request: Request): Promise<Response> {
  const parsed = parseSearchParams(new URL(request.url).searchParams)
  if (parsed.errors) return fieldErrors(parsed.errors)
  const search = await ensureSearchIndex(payload)
  return json(search.search(parsed.query))
}
