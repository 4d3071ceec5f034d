import type { SearchAnswer, SearchHit } from '@/domain/search'

/** The first page of hits for the suggestions; the grouping cuts it down to a few of each type. */
export async function fetchSuggestions(query: string, locale: string, signal: AbortSignal): Promise<SearchHit[]> {
  // Sent as typed: a trailing space tells the index the last word is complete (no prefix match).
  const params = new URLSearchParams({ s: query, locale })
  const response = await fetch(`/api/v1/search/?${params.toString()}`, { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`search answered ${response.status}`)
  const answer = (await response.json()) as SearchAnswer
  return answer.hits
}
