// The query set of issue 21 for `npm run bench:search`: what customers type (kinds, materials,
// synonyms, typos) in de, en, ja and zh-hans, run against the demo catalogue (seed/data/products.json)
// indexed exactly as the server indexes it, with the seeded synonyms. For each query the pieces that
// are right answers are named by what they are (type, filter values), not by the words in their names.
import products from '../../seed/data/products.json' with { type: 'json' }
import { seedSynonyms } from '../../src/domain/searchSynonyms.ts'
import { searchDocument } from '../../src/server/search/searchDocuments.ts'
import { SearchIndex } from '../../src/server/search/searchIndex.ts'
import { SynonymTable } from '../../src/server/search/synonyms.ts'

const type = (t) => (p) => p.type === t
const value = (group, v) => (p) => (p[group] ?? []).includes(v)
const diamonds = (p) => p.hasMultipleDiamonds || value('filterRingDiamonds', 'multiple')(p) || value('filterRingDiamonds', 'solitaire')(p)
const rose = value('filterRingEnamelColor', 'rose')
const roseBracelet = (p) => p.type === 'bracelet' && /Rosé/.test(p.name2.de)
const roseAny = (p) => rose(p) || roseBracelet(p)

/** [locale, query, what the right answers are, kind: the goal's "everyday word of a kind"]. */
export const qualityQueries = [
  ['de', 'Ring', type('ring'), true],
  ['de', 'Ringe', type('ring'), true],
  ['de', 'Halskette', type('necklace'), true],
  ['de', 'Kette', type('necklace'), true],
  ['de', 'Collier', type('necklace'), true],
  ['de', 'Anhänger', type('necklace'), false],
  ['de', 'Ohrringe', type('earrings'), true],
  ['de', 'Ohrstecker', value('filterEarringsType', 'ear_studs'), false],
  ['de', 'Creolen', value('filterEarringsType', 'hoop_earrings'), false],
  ['de', 'Armband', type('bracelet'), true],
  ['de', 'Armbänder', type('bracelet'), true],
  ['de', 'Amulett', type('amulet'), true],
  ['de', 'Weißgold', value('filterAlloy', 'white_gold'), false],
  ['de', 'Gelbgold', value('filterAlloy', 'yellow_gold'), false],
  ['de', 'Diamant', diamonds, false],
  ['de', 'Brillanten', diamonds, false],
  ['de', 'Roségold', roseAny, false],
  ['de', 'Emaille', (p) => p.hasEnamel, false],
  ['de', 'Ohrrnige', type('earrings'), false],
  ['de', 'Halsktte', type('necklace'), false],
  ['de', 'Armbnad', type('bracelet'), false],
  ['de', 'Ring Weißgold', (p) => p.type === 'ring' && value('filterAlloy', 'white_gold')(p), false],
  ['en', 'ring', type('ring'), true],
  ['en', 'rings', type('ring'), true],
  ['en', 'necklace', type('necklace'), true],
  ['en', 'necklaces', type('necklace'), true],
  ['en', 'chain', type('necklace'), false],
  ['en', 'earrings', type('earrings'), true],
  ['en', 'studs', value('filterEarringsType', 'ear_studs'), false],
  ['en', 'hoops', value('filterEarringsType', 'hoop_earrings'), false],
  ['en', 'bracelet', type('bracelet'), true],
  ['en', 'bracelets', type('bracelet'), true],
  ['en', 'amulet', type('amulet'), true],
  ['en', 'white gold', value('filterAlloy', 'white_gold'), false],
  ['en', 'diamond', diamonds, false],
  ['en', 'brilliant', diamonds, false],
  ['en', 'rose gold', roseAny, false],
  ['en', 'enamel', (p) => p.hasEnamel, false],
  ['en', 'neckalce', type('necklace'), false],
  ['en', 'earings', type('earrings'), false],
  ['en', 'braclet', type('bracelet'), false],
  ['ja', '指輪', type('ring'), true],
  ['ja', 'ゆびわ', type('ring'), true],
  ['ja', 'リング', type('ring'), true],
  ['ja', 'ネックレス', type('necklace'), true],
  ['ja', 'ピアス', type('earrings'), true],
  ['ja', 'イヤリング', type('earrings'), true],
  ['ja', 'ブレスレット', type('bracelet'), true],
  ['ja', 'アミュレット', type('amulet'), true],
  ['ja', 'ホワイトゴールド', value('filterAlloy', 'white_gold'), false],
  ['ja', 'ダイヤ', diamonds, false],
  ['ja', 'ダイヤモンド', diamonds, false],
  ['ja', 'エナメル', (p) => p.hasEnamel, false],
  ['ja', 'ねっくれす', type('necklace'), false],
  ['zh-hans', '戒指', type('ring'), true],
  ['zh-hans', '项链', type('necklace'), true],
  ['zh-hans', '耳环', type('earrings'), true],
  ['zh-hans', '耳钉', value('filterEarringsType', 'ear_studs'), false],
  ['zh-hans', '手链', type('bracelet'), true],
  ['zh-hans', '护身符', type('amulet'), true],
  ['zh-hans', '白金', value('filterAlloy', 'white_gold'), false],
  ['zh-hans', '钻石', diamonds, false],
  ['zh-hans', '钻', diamonds, false],
  ['zh-hans', '玫瑰金', roseAny, false],
  ['zh-hans', '珐琅', (p) => p.hasEnamel, false],
]

/** Recall, precision and the rank of the first right answer per query; the goal: every kind query finds every piece of its kind. */
export function measureQuality() {
  const synonyms = new SynonymTable(seedSynonyms)
  const indexes = new Map()
  const byUrl = new Map()
  for (const locale of ['de', 'en', 'ja', 'zh-hans']) {
    const index = new SearchIndex(locale)
    products.forEach((p, i) => {
      const doc = searchDocument('products', { id: i + 1, ...p }, locale)
      index.put(doc)
      byUrl.set(doc.hit.url, p)
    })
    indexes.set(locale, index)
  }
  const rows = qualityQueries.map(([locale, query, right, kind]) => {
    const { hits } = indexes.get(locale).search(query, { offset: 0, limit: 80, synonyms })
    const relevant = products.filter(right)
    const found = hits.map((h) => byUrl.get(h.url))
    const correct = found.filter((p) => p && right(p))
    const first = found.findIndex((p) => p && right(p))
    return {
      locale,
      query,
      kind,
      relevant: relevant.length,
      hits: hits.length,
      recall: correct.length / relevant.length,
      precision: hits.length ? correct.length / hits.length : 0,
      firstRank: first < 0 ? null : first + 1,
    }
  })
  return rows
}
