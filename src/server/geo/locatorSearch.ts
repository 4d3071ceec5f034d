import 'server-only'
import type { Payload } from 'payload'
import { locator } from '@/domain/locator/constants'
import { isCoordinate } from '@/domain/locator/distance'
import { isLongEnough } from '@/domain/locator/queryLength'
import type { SearchPoint, StoreResult } from '@/domain/locator/store'
import type { GeoLocale } from './geoData'
import { placeIndex } from './placeService'
import { storeIndex } from './storeService'

export type LocatorSearch = { query: string; point: SearchPoint | null; stores: StoreResult[] }

/**
 * The server-rendered search (issue 18: the list works without JavaScript): the best suggestion for
 * what the visitor typed, and the stores nearest to it. A query too short or naming no known place
 * gives no point and no stores; the page says so.
 */
export async function searchByPlace(payload: Payload, query: string, locale: GeoLocale): Promise<LocatorSearch> {
  const trimmed = query.trim().slice(0, 100)
  if (!isLongEnough(trimmed)) return { query: trimmed, point: null, stores: [] }
  const [best] = placeIndex().suggest(trimmed, locale, 1)
  if (!best) return { query: trimmed, point: null, stores: [] }
  const index = await storeIndex(payload)
  return { query: trimmed, point: { label: best.label, lat: best.lat, lng: best.lng }, stores: index.nearest(best.lat, best.lng, locator.pageSize) }
}

/**
 * The same search around a point the page was given (`?lat=&lng=`): "Show all" after "use my
 * location" keeps the visitor's position instead of searching again from the nearest town's name,
 * whose centre can be kilometres away. `label` is what the page says the results are near.
 */
export async function searchByPoint(payload: Payload, lat: number, lng: number, label: string): Promise<LocatorSearch | null> {
  if (!isCoordinate(lat, lng)) return null
  const index = await storeIndex(payload)
  const query = label.trim().slice(0, 100)
  return { query, point: { label: query, lat, lng }, stores: index.nearest(lat, lng, locator.pageSize) }
}
