import type { Suggestion } from '@/contracts/locator'
import type { StoreResult } from '@/domain/locator/store'
import { locator } from '@/domain/locator/constants'

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return (await response.json()) as T
}

/** Up to 4 places and postcodes for what the visitor typed (GET /api/v1/geo/autocomplete/). */
export async function fetchSuggestions(q: string, language: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const params = new URLSearchParams({ q, language })
  return (await getJson<{ results: Suggestion[] }>(`/api/v1/geo/autocomplete/?${params}`, signal)).results
}

/** The name of the place at the visitor's position, for the search field (GET /api/v1/geo/reverse/). */
export async function fetchPlaceName(lat: number, lng: number, language: string): Promise<string | null> {
  const params = new URLSearchParams({ lat: String(lat), lng: String(lng), language })
  try {
    return (await getJson<{ name: string }>(`/api/v1/geo/reverse/?${params}`)).name
  } catch {
    return null
  }
}

/** Every type's nearest stores (GET /api/v1/stores/search/); the type filter works on them in the browser. */
export async function fetchStores(lat: number, lng: number, signal?: AbortSignal): Promise<StoreResult[]> {
  const params = new URLSearchParams({ lat: String(lat), lng: String(lng), limit: String(locator.pageSize) })
  return (await getJson<{ results: StoreResult[] }>(`/api/v1/stores/search/?${params}`, signal)).results
}
