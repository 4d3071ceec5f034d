import 'server-only'
import type { Payload } from 'payload'
import { locator } from '@/domain/locator/constants'
import { fieldErrors, json } from '@/server/http/drf'
import { parseAutocomplete, parseReverse, parseStoreSearch, parseZip } from './geoQuery'
import { placeIndex } from './placeService'
import { storeIndex } from './storeService'

/** The place data changes only with a deploy: browsers and proxies may keep an answer for an hour. */
const STATIC_DATA = { 'Cache-Control': 'public, max-age=3600' }

/** GET /api/v1/geo/autocomplete/: up to 4 places and postcodes for 3 characters or more. */
export async function autocomplete(_payload: Payload, request: Request): Promise<Response> {
  const parsed = parseAutocomplete(new URL(request.url).searchParams)
  if (parsed.errors) return fieldErrors(parsed.errors)
  const results = placeIndex().suggest(parsed.query.q, parsed.query.language, locator.maxSuggestions)
  return json({ results }, 200, STATIC_DATA)
}

/** GET /api/v1/geo/reverse/: the nearest place to a point (within 100 km), in the asked language. */
export async function reverse(_payload: Payload, request: Request): Promise<Response> {
  const parsed = parseReverse(new URL(request.url).searchParams)
  if (parsed.errors) return fieldErrors(parsed.errors)
  const place = placeIndex().reverse(parsed.query.lat, parsed.query.lng, parsed.query.language)
  return place ? json(place, 200, STATIC_DATA) : json({ detail: 'Not found.' }, 404)
}

/** GET /api/v1/geo/zip/: a postcode's place and point (4 digits Swiss, else Austrian; 5 German; spec 2 §5). */
export async function zip(_payload: Payload, request: Request): Promise<Response> {
  const parsed = parseZip(new URL(request.url).searchParams)
  if (parsed.errors) return fieldErrors(parsed.errors)
  const { zip: code, country } = parsed.query
  if (country && (country === 'DE') !== (code.length === 5))
    return fieldErrors({ zip: ['Enter a valid postal code: 4 digits (Switzerland, Austria) or 5 digits (Germany).'] })
  const found = placeIndex().zip(code, country)
  if (!found) return json({ detail: 'Not found.' }, 404)
  return json({ zip: found.code, name: found.place, country: found.country, lat: found.lat, lng: found.lng }, 200, STATIC_DATA)
}

/** GET /api/v1/stores/search/: published stores nearest first, with distanceToUser in km. */
export async function searchStores(payload: Payload, request: Request): Promise<Response> {
  const parsed = parseStoreSearch(new URL(request.url).searchParams)
  if (parsed.errors) return fieldErrors(parsed.errors)
  const { lat, lng, type, limit } = parsed.query
  const index = await storeIndex(payload)
  const results = index.nearest(lat, lng, limit, type)
  return json({ count: results.length, results })
}
