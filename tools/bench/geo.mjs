#!/usr/bin/env node
// `node --import tsx tools/bench/geo.mjs` (tsx loads the TypeScript of src/server/geo). The store
// locator's look-ups (issue 18), measured in one run:
// - nearest stores at 10,000 stores: the kd-tree index (kdbush + geokdbush, src/server/geo/storeIndex.ts)
//   against a linear scan of the same stores (haversine to every store, then sort), for the first
//   3 results the locator shows and for a full API page of 100; goal: p95 under 0.1 ms for 3;
// - place and postcode suggestions (src/server/geo/placeIndex.ts) over the shipped data: p50 and p95
//   of typical queries in de, en, ja, zh-hans and ko; goal: p95 under 1 ms.
// Prints PASS/FAIL per goal and exits 1 on a FAIL.
import { performance } from 'node:perf_hooks'
import { distanceKm } from '../../src/domain/locator/distance.ts'
import { placeIndex } from '../../src/server/geo/placeService.ts'
import { StoreIndex } from '../../src/server/geo/storeIndex.ts'

const STORES = Number(process.env.BENCH_GEO_STORES ?? 10_000)
const QUERIES = Number(process.env.BENCH_GEO_QUERIES ?? 2_000)
const GOAL_NEAREST_P95_MS = 0.1
const GOAL_SUGGEST_P95_MS = 1

// A seeded generator: every run measures the same stores and points.
let seed = 20261124
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const types = ['boutique', 'lounge', 'jeweler', 'jeweler', 'jeweler']
/** Stores cluster where people live: most in Europe, the rest in North America and East Asia. */
const regions = [
  { weight: 0.6, lat: [36, 60], lng: [-9, 25] },
  { weight: 0.2, lat: [25, 50], lng: [-124, -67] },
  { weight: 0.2, lat: [22, 45], lng: [100, 142] },
]
function point() {
  let r = random()
  const region = regions.find((g) => (r -= g.weight) < 0) ?? regions[0]
  return { latitude: region.lat[0] + random() * (region.lat[1] - region.lat[0]), longitude: region.lng[0] + random() * (region.lng[1] - region.lng[0]) }
}
const stores = Array.from({ length: STORES }, (_, i) => ({ id: i, type: types[i % types.length], ...point() }))
const points = Array.from({ length: QUERIES }, point)

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
function time(fn, inputs) {
  for (const input of inputs.slice(0, 200)) fn(input) // warm-up: JIT and caches
  const times = inputs.map((input) => {
    const start = performance.now()
    fn(input)
    return performance.now() - start
  })
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}
const ms = (n) => `${n < 0.1 ? n.toFixed(4) : n.toFixed(3)} ms`

function linearNearest(lat, lng, k) {
  return stores
    .map((s) => ({ s, d: distanceKm(lat, lng, s.latitude, s.longitude) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, k)
}

const buildStart = performance.now()
const index = new StoreIndex(stores)
const buildMs = performance.now() - buildStart

// Same answers first: a fast wrong index would be no result.
for (const p of points.slice(0, 50)) {
  const fast = index.nearest(p.latitude, p.longitude, 3).map((s) => s.id)
  const slow = linearNearest(p.latitude, p.longitude, 3).map((x) => x.s.id)
  if (fast.join() !== slow.join()) throw new Error(`index and scan disagree at ${p.latitude},${p.longitude}: ${fast} vs ${slow}`)
}

let failed = false
console.log(
  `\nstore locator: nearest stores at ${STORES.toLocaleString('en')} stores, ${QUERIES.toLocaleString('en')} queries (index built in ${buildMs.toFixed(1)} ms)`,
)
for (const k of [3, 100]) {
  const tree = time((p) => index.nearest(p.latitude, p.longitude, k), points)
  const scan = time((p) => linearNearest(p.latitude, p.longitude, k), points)
  const goal = k === 3 ? (tree.p95 < GOAL_NEAREST_P95_MS ? 'PASS' : 'FAIL') : 'info'
  if (goal === 'FAIL') failed = true
  console.log(
    `  nearest ${String(k).padStart(3)}: index p50 ${ms(tree.p50)} p95 ${ms(tree.p95)} | linear scan p50 ${ms(scan.p50)} p95 ${ms(scan.p95)} | ${(scan.p95 / tree.p95).toFixed(0)}x faster` +
      (k === 3 ? ` | goal p95 < ${GOAL_NEAREST_P95_MS} ms: ${goal}` : ''),
  )
}

const queries = [
  ['Mün', 'de'],
  ['Münc', 'de'],
  ['Berl', 'de'],
  ['Pforzheim', 'de'],
  ['Wie', 'de'],
  ['Zür', 'de'],
  ['Frankfurt', 'de'],
  ['Kitzb', 'de'],
  ['Lon', 'en'],
  ['New Y', 'en'],
  ['Paris', 'en'],
  ['Munich', 'en'],
  ['Xqzw', 'en'],
  ['ミュン', 'ja'],
  ['東京', 'ja'],
  ['大阪', 'ja'],
  ['慕尼', 'zh-hans'],
  ['上海', 'zh-hans'],
  ['뮌헨', 'ko'],
  ['서울', 'ko'],
  ['8001', 'de'],
  ['75173', 'de'],
  ['1010 Wien', 'de'],
  ['803', 'de'],
  ['6020 Innsbruck', 'de'],
]
const places = placeIndex()
const inputs = Array.from({ length: 2_000 }, (_, i) => queries[i % queries.length])
const suggest = time(([q, l]) => places.suggest(q, l, 4), inputs)
const suggestGoal = suggest.p95 < GOAL_SUGGEST_P95_MS ? 'PASS' : 'FAIL'
if (suggestGoal === 'FAIL') failed = true
console.log(
  `  autocomplete (${queries.length} queries, 5 languages): p50 ${ms(suggest.p50)} p95 ${ms(suggest.p95)} | goal p95 < ${GOAL_SUGGEST_P95_MS} ms: ${suggestGoal}`,
)
process.exit(failed ? 1 : 0)
