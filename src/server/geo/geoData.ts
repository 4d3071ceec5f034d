import type { PostcodeCountry } from '../../domain/locator/postcode'
import placesFile from './data/places.json'
import postcodesFile from './data/postcodes.json'

/**
 * The data `tools/data/build-geo-data.mjs` derives from GeoNames (CC BY 4.0): places of the store
 * countries and the world's large cities, and the postal codes of DE, AT and CH. Read from the
 * project's own files, never from ../shared, and never from a foreign service.
 */
export const geoLocales = ['de', 'en', 'ja', 'zh-hans', 'ko'] as const
export type GeoLocale = (typeof geoLocales)[number]

export type Place = {
  lat: number
  lng: number
  country: string
  population: number
  timeZone: string
  /** Display name per locale; a locale without its own name shows the English one. */
  names: Record<GeoLocale, string>
}

export type Postcode = { code: string; place: string; country: PostcodeCountry; lat: number; lng: number }

type PlaceRow = [number, number, string, number, number, string, string, string, string, string]
type PostcodeRow = [string, string, number, number]

function readPlaces(): Place[] {
  const { places, timeZones } = placesFile as unknown as { places: PlaceRow[]; timeZones: string[] }
  return places.map(([lat, lng, country, population, tz, en, de, ja, zh, ko]) => ({
    lat,
    lng,
    country,
    population,
    timeZone: timeZones[tz],
    names: { en, de: de || en, ja: ja || en, 'zh-hans': zh || en, ko: ko || en },
  }))
}

function readPostcodes(): Postcode[] {
  const { countries } = postcodesFile as unknown as { countries: Record<PostcodeCountry, PostcodeRow[]> }
  return (Object.keys(countries) as PostcodeCountry[]).flatMap((country) =>
    countries[country].map(([code, place, lat, lng]) => ({ code, place, country, lat, lng })),
  )
}

let data: { places: Place[]; postcodes: Postcode[] } | null = null

/** Parsed once per process, on first use (about 40 ms). */
export function geoData(): { places: Place[]; postcodes: Postcode[] } {
  data ??= { places: readPlaces(), postcodes: readPostcodes() }
  return data
}
