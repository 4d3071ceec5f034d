import 'server-only'
import type { Payload } from 'payload'
import { parsedQuery } from '@/server/http/edge/parsedQuery'
import { parseSearchParams } from '@/server/search/searchQuery'
import { ensureSearchIndex, type SearchParams } from '@/server/search/searchService'

/**
 * GET /api/v1/search/: one page of 80 hits from this process's index. Not cached anywhere
 * (`no-store`): the index answers in about a millisecond, and a shared cache would only stand
 * between an editor's publication and the visitor (issue 6: searchable within 2 s).
 */
export async function searchSite(payload: Payload, query: SearchParams) {
  const search = await ensureSearchIndex(payload)
  return search.search(query)
}

/** `?s=&locale=&page=&type=` as the edge reads it. */
export const searchQuery = parsedQuery(parseSearchParams)
