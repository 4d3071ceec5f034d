import 'server-only'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { locator } from '@/domain/locator/constants'
import { parsedQuery } from '@/server/http/edge/parsedQuery'
import { invalidField, notFound } from '@/server/http/errors'
import { parseAutocomplete, parseReverse, parseStoreSearch, parseZip } from './geoQuery'
import { placeIndex } from './placeService'
import { storeIndex } from './storeService'

/** The place data changes only with a deploy: browsers and proxies may keep an answer for an hour (the routes send it). */
export const STATIC_DATA = { 'Cache-Control': 'public, max-age=3600' }

/** The geo queries as the edge reads them (their parsers in geoQuery.ts). */
export const autocompleteQuery = parsedQuery(parseAutocomplete)
export const reverseQuery = parsedQuery(parseReverse)
export const zipQuery = parsedQuery(parseZip)
export const storeSearchQuery = parsedQuery(parseStoreSearch)

type QueryOf<S extends z.ZodType> = z.output<S>

/** GET /api/v1/geo/autocomplete/: up to 4 places and postcodes for 3 characters or more. */
export function autocomplete({ q, language }: QueryOf<typeof autocompleteQuery>) {
  return { results: placeIndex().suggest(q, language, locator.maxSuggestions) }
}

/** GET /api/v1/geo/reverse/: the nearest place to a point (within 100 km), in the asked language. */
export function reverse({ lat, lng, language }: QueryOf<typeof reverseQuery>) {
  const place = placeIndex().reverse(lat, lng, language)
  if (!place) throw notFound()
  return place
}

/** GET /api/v1/geo/zip/: a postcode's place and point (4 digits Swiss, else Austrian; 5 German; spec 2 §5). */
export function zip({ zip: code, country }: QueryOf<typeof zipQuery>) {
  if (country && (country === 'DE') !== (code.length === 5))
    throw invalidField('zip', 'Enter a valid postal code: 4 digits (Switzerland, Austria) or 5 digits (Germany).')
  const found = placeIndex().zip(code, country)
  if (!found) throw notFound()
  return { zip: found.code, name: found.place, country: found.country, lat: found.lat, lng: found.lng }
}

/** GET /api/v1/stores/search/: published stores nearest first, with distanceToUser in km. */
export async function searchStores(payload: Payload, { lat, lng, type, limit }: QueryOf<typeof storeSearchQuery>) {
  const index = await storeIndex(payload)
  const results = index.nearest(lat, lng, limit, type)
  return { count: results.length, results }
}
