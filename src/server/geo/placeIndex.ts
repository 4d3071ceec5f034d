import KDBush from 'kdbush'
import { around } from 'geokdbush'
import { namesAustria, postcodeCountry, splitPostcodeQuery, type PostcodeCountry } from '../../domain/locator/postcode'
import { distanceKm } from '../../domain/locator/distance'
import { fold } from '../search/normalize'
import type { GeoLocale, Place, Postcode } from './geoData'
import type { PlaceAnswer, Suggestion } from '../../contracts/locator'

/** Umlauts dropped rather than transcribed ("Munchen"), beside the search's own folding ("muenchen"). */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

function keysOf(names: Iterable<string>): string[] {
  const keys = new Set<string>()
  for (const name of names) {
    if (!name) continue
    keys.add(fold(name))
    keys.add(plain(name))
  }
  return [...keys]
}

/** A post office or district within this distance of a place named like its first words is part of that place. */
const PART_OF_PLACE_KM = 15

/**
 * The post names offices and districts after their town: "Zürich 1", "Zürich CS PZ", "Basel PF Operations
 * Center", "Hamburg Altstadt", "Graz,01.Bez.:Innere Stadt". Such a name is a part of the place its first
 * words name when that place lies near; the place itself is the better suggestion. Any number of
 * words: "St. Gallen MS" is a part of St. Gallen, not of a place "St.". Distance tells Halle (Saale)
 * from a village called Halle.
 */
function partsOfPlaces(places: readonly Place[], postcodes: readonly Postcode[]): Set<Postcode> {
  const points = new Map<string, [number, number][]>()
  const add = (country: string, name: string, lat: number, lng: number) => {
    const key = `${country}:${name}`
    points.set(key, [...(points.get(key) ?? []), [lat, lng]])
  }
  for (const p of places) for (const name of new Set([p.names.de, p.names.en])) add(p.country, name, p.lat, p.lng)
  for (const p of postcodes) add(p.country, p.place, p.lat, p.lng)
  const parts = new Set<Postcode>()
  for (const p of postcodes) {
    const parents = [...p.place.matchAll(/[ ,]/g)].map((m) => p.place.slice(0, m.index))
    const near = (parent: string) => points.get(`${p.country}:${parent}`)?.some(([lat, lng]) => distanceKm(lat, lng, p.lat, p.lng) <= PART_OF_PLACE_KM)
    if (parents.some(near)) parts.add(p)
  }
  return parts
}

/** Keys sorted once, so a prefix is found by binary search instead of a scan of every name. */
class PrefixList<T> {
  private readonly keys: string[]
  private readonly values: T[]

  constructor(entries: readonly (readonly [string, T])[]) {
    const sorted = [...entries].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    this.keys = sorted.map((e) => e[0])
    this.values = sorted.map((e) => e[1])
  }

  /** The values of every key that starts with the prefix, in key order. */
  withPrefix(prefix: string): T[] {
    if (!prefix) return []
    let lo = 0
    let hi = this.keys.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.keys[mid] < prefix) lo = mid + 1
      else hi = mid
    }
    const out: T[] = []
    for (let i = lo; i < this.keys.length && this.keys[i].startsWith(prefix); i++) out.push(this.values[i])
    return out
  }
}

/**
 * Offline place and postcode look-ups (issue 18): prefix suggestions over the places' names in every
 * language (largest place first), postcodes by the spec's rule, and the nearest place to a point.
 */
export class PlaceIndex {
  /** Every name key of every place, sorted, with the place's rank (population order). */
  private readonly placeKeys: PrefixList<number>
  private readonly byCode = new Map<string, Postcode>()
  private readonly codes: Postcode[]
  private readonly postalPlaceKeys: PrefixList<Postcode>
  private readonly kd: KDBush

  constructor(
    private readonly places: readonly Place[],
    postcodes: readonly Postcode[],
  ) {
    this.placeKeys = new PrefixList(places.flatMap((p, i) => keysOf(Object.values(p.names)).map((key) => [key, i] as const)))
    this.codes = [...postcodes].sort((a, b) => a.code.localeCompare(b.code))
    for (const p of postcodes) this.byCode.set(`${p.country}:${p.code}`, p)
    // Villages below the places' population floor are still found by their post office's name.
    const parts = partsOfPlaces(places, postcodes)
    const seen = new Set<string>()
    const postal: (readonly [string, Postcode])[] = []
    for (const postcode of this.codes) {
      const id = `${postcode.country}:${postcode.place}`
      if (seen.has(id) || parts.has(postcode)) continue
      seen.add(id)
      for (const key of keysOf([postcode.place])) postal.push([key, postcode])
    }
    this.postalPlaceKeys = new PrefixList(postal)
    this.kd = new KDBush(places.length)
    for (const p of places) this.kd.add(p.lng, p.lat)
    this.kd.finish()
  }

  /** Up to `limit` suggestions for a query of 3 characters or more: postcodes when it has digits, else places. */
  suggest(query: string, locale: GeoLocale, limit: number): Suggestion[] {
    const { code, words } = splitPostcodeQuery(query)
    if (code) return this.suggestPostcodes(code, words, limit)
    const key = fold(query.trim())
    const plainKey = plain(query.trim())
    const out: Suggestion[] = []
    const names = new Set<string>()
    /** Every name of the places suggested, so the post's name of one (Köln beside ケルン) is not listed again. */
    const known = new Set<string>()
    // Largest place first: ranks are positions in the population-sorted list.
    const ranks = [...new Set([...this.placeKeys.withPrefix(key), ...this.placeKeys.withPrefix(plainKey)])].sort((a, b) => a - b)
    for (const i of ranks) {
      if (out.length >= limit) break
      const place = this.places[i]
      const name = place.names[locale]
      // Two places of one name in one country (Frankfurt am Main and a village): the larger one.
      if (names.has(`${place.country}:${name}`)) continue
      names.add(`${place.country}:${name}`)
      for (const other of Object.values(place.names)) known.add(`${place.country}:${other}`)
      out.push({ type: 'place', label: name, name, zip: null, country: place.country, lat: place.lat, lng: place.lng })
    }
    for (const postcode of new Set([...this.postalPlaceKeys.withPrefix(key), ...this.postalPlaceKeys.withPrefix(plainKey)])) {
      if (out.length >= limit) break
      const id = `${postcode.country}:${postcode.place}`
      if (names.has(id) || known.has(id)) continue
      names.add(id)
      out.push({ type: 'place', label: postcode.place, name: postcode.place, zip: null, country: postcode.country, lat: postcode.lat, lng: postcode.lng })
    }
    return out
  }

  /**
   * Spec 2 §5: 4 digits Swiss, 5 German. Austrian 4-digit codes when the words beside the code name
   * Austria or the code's place ("1010 Wien"), or when Switzerland has no such code ("5020"); a Swiss
   * code whose place the words name wins over that.
   * Fewer digits: codes starting with them, German and Swiss.
   */
  private suggestPostcodes(code: string, words: string[], limit: number): Suggestion[] {
    const wordKeys = words.map((w) => fold(w))
    const namesPlace = (p: Postcode) => wordKeys.length > 0 && wordKeys.every((w) => fold(p.place).includes(w))
    const matches: Postcode[] = []
    if (code.length === 4) {
      const austrian = this.byCode.get(`AT:${code}`)
      const swiss = this.byCode.get(`CH:${code}`)
      const country: PostcodeCountry | null = postcodeCountry(
        code,
        Boolean(austrian && (namesAustria(words) || (namesPlace(austrian) && !(swiss && namesPlace(swiss))))),
        this.has(code),
      )
      const exact = this.byCode.get(`${country}:${code}`)
      if (exact) matches.push(exact)
    } else if (code.length === 5) {
      const exact = this.byCode.get(`DE:${code}`)
      if (exact) matches.push(exact)
    }
    // While a German code is being typed: the German codes that begin with what is there.
    if (code.length < 5) {
      for (const p of this.codes) {
        if (matches.length >= limit) break
        if (p.country === 'DE' && p.code.startsWith(code) && !matches.includes(p)) matches.push(p)
      }
    }
    if (code.length === 3) {
      for (const p of this.codes) {
        if (matches.length >= limit) break
        if (p.country === 'CH' && p.code.startsWith(code)) matches.push(p)
      }
    }
    return matches
      .slice(0, limit)
      .map((p) => ({ type: 'postcode', label: `${p.code} ${p.place}`, name: p.place, zip: p.code, country: p.country, lat: p.lat, lng: p.lng }))
  }

  /**
   * A postcode's place and point by the spec's rule (4 digits CH, 5 DE; AT when asked for, or when
   * Switzerland has no such code). A country named by the caller is taken as it is.
   */
  zip(code: string, named?: PostcodeCountry): Postcode | null {
    const country = named ?? postcodeCountry(code, false, this.has(code))
    return country ? (this.byCode.get(`${country}:${code}`) ?? null) : null
  }

  /** Which countries have a code, for the rule's fallback. */
  private has(code: string): (country: PostcodeCountry) => boolean {
    return (country) => this.byCode.has(`${country}:${code}`)
  }

  /** The nearest known place to a point (within 100 km), named in the asked language. */
  reverse(lat: number, lng: number, locale: GeoLocale): PlaceAnswer | null {
    const [i] = around(this.kd, lng, lat, 1, 100)
    if (i === undefined) return null
    const place = this.places[i]
    return { name: place.names[locale], country: place.country, lat: place.lat, lng: place.lng, timeZone: place.timeZone }
  }

  /** The time zone of the nearest place to a point, whatever the distance (stores have no zone of their own). */
  timeZoneAt(lat: number, lng: number): string {
    const [i] = around(this.kd, lng, lat, 1)
    return i === undefined ? 'UTC' : this.places[i].timeZone
  }
}
