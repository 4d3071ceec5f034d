#!/usr/bin/env node
// `npm run bench:search` (`node --expose-gc --import tsx`: tsx loads the TypeScript of
// src/server/search, gc() makes the heap figures honest). Query times of the site search's index at
// 5,000 documents per locale (de, en, ja, zh-hans) against a plain linear scan (every query word a
// substring of the document's folded text) of the same documents, measured in the same run. Products
// carry the vocabulary of what they are and queries go through the seeded synonyms, as on the server.
// Then the search quality of issue 21 on the demo catalogue (tools/bench/search-quality.mjs): recall,
// precision and the rank of the first right answer per query. PASS when the index's p95 is under
// 1 ms (issue 21; issue 6 asked 5) and every kind's everyday word finds every piece of that kind.
// Exits 1 on FAIL.
import { performance } from 'node:perf_hooks'
import { seedSynonyms } from '../../src/domain/searchSynonyms.ts'
import { fold } from '../../src/server/search/normalize.ts'
import { productKindText } from '../../src/server/search/searchDocuments.ts'
import { SearchIndex, fieldWeights } from '../../src/server/search/searchIndex.ts'
import { SynonymTable } from '../../src/server/search/synonyms.ts'
import { measureQuality } from './search-quality.mjs'

const DOCS = Number(process.env.BENCH_SEARCH_DOCS ?? 5000)
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 5)
const GOAL_P95_MS = 1
const synonyms = new SynonymTable(seedSynonyms)
const kinds = ['ring', 'necklace', 'earrings', 'bracelet', 'amulet']
const alloys = [['white_gold'], ['yellow_gold'], ['white_gold', 'yellow_gold']]

// A seeded generator: every run measures the same documents and queries.
let seed = 20261122
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = (list) => list[Math.floor(random() * list.length)]

const vocabulary = {
  de: {
    lines: [
      'Herzstück',
      'Feinlinie',
      'Solitär',
      'Goldfaden',
      'Reigen',
      'Morgentau',
      'Sonnenglanz',
      'Seidenglanz',
      'Talisman',
      'Reine Freude',
      'Sternenzelt',
      'Mondschein',
      'Blütenzauber',
      'Lichtspiel',
      'Wellenschlag',
      'Nordlicht',
      'Rosenblatt',
      'Kleeblatt',
      'Schneeflocke',
      'Tautropfen',
      'Glückskind',
      'Goldregen',
    ],
    pieces: [
      'Ring',
      'Goldring',
      'Bandring',
      'Verlobungsring',
      'Trauring',
      'Memoirering',
      'Siegelring',
      'Anhänger',
      'Collier',
      'Kette',
      'Halskette',
      'Armband',
      'Gliederarmband',
      'Armreif',
      'Ohrstecker',
      'Creolen',
      'Ohrhänger',
      'Amulett',
      'Brosche',
      'Manschettenknöpfe',
    ],
    details: [
      'in Weißgold',
      'in Gelbgold',
      'in Roségold',
      'in Platin',
      'mit Brillanten',
      'mit Brillant',
      'mit Saphir',
      'mit Rubin',
      'mit Smaragd',
      'mit Perle',
      'in Rot',
      'in Blau',
      'in Grün',
      'in Schwarz',
      'breit',
      'schmal',
      'limitiert',
      'bicolor',
      'mit Emaille',
      'mit Herzverschluss',
    ],
    summary: () =>
      `Ein ${pick(['schmaler', 'breiter', 'feiner', 'zarter', 'kraftvoller', 'klassischer', 'moderner', 'verspielter', 'eleganter', 'zeitloser'])} Entwurf aus ${pick(['Weißgold', 'Gelbgold', 'Roségold', 'Platin', 'Sterlingsilber', '18 Karat Gold'])} ${pick(['mit zwölf Brillanten', 'mit einem Saphir im Tropfenschliff', 'mit Rubinen', 'ohne Steine', 'mit Feuer-Emaille', 'mit Smaragden im Baguetteschliff', 'mit Süßwasserperlen'])}, ${pick(['poliert', 'mattiert', 'handgraviert', 'von Hand gefasst', 'mit Milgrain-Kante', 'satiniert'])}. Gefertigt in unserer Werkstatt in Pforzheim, Modell ${1000 + Math.floor(random() * 9000)}.`,
    name: (v) => `${pick(v.lines)} ${pick(v.pieces)} ${pick(v.details)}`,
    pages: [
      'Das Haus',
      'Die Werkstatt',
      'Pflege & Service',
      'Juweliere & Boutiquen',
      'Geschichte',
      'Trauringe',
      'Verlobungsringe',
      'Kollektionen',
      'Nachhaltigkeit',
      'Gravuren',
    ],
    queries: [
      'Ring',
      'Ringe',
      'Goldring',
      'ring',
      'Weissgold',
      'Weißgold',
      'Rosegold',
      'Solitar',
      'Herzstuck',
      'Ketten',
      'Armbänder',
      'Anhängern',
      'Brillanten',
      'Colliers',
      'Creolen',
      'gold',
      'armband',
      'Ring Weißgold',
      'Kette Brillant',
      'Herzst',
      'Mondsch',
      'Verlob',
      'Pforzheim',
      'Armbnad',
      'Brilliant',
      'Saphier',
      'Smargd',
      'Ohrsteker',
      'Memoire',
      'Trauring Platin',
      'Glückskind Anhänger',
    ],
  },
  en: {
    lines: [
      'Herzstück',
      'Fine Line',
      'Solitaire',
      'Golden Thread',
      'Roundelay',
      'Morning Dew',
      'Brilliance of the Sun',
      'Silken Delight',
      'Talisman',
      'Pure Delight',
      'Starry Sky',
      'Moonlight',
      'Blossom Magic',
      'Play of Light',
      'Wave',
      'Northern Lights',
      'Rose Petal',
      'Clover',
      'Snowflake',
      'Dewdrop',
    ],
    pieces: [
      'Ring',
      'Band',
      'Engagement Ring',
      'Wedding Ring',
      'Eternity Ring',
      'Signet Ring',
      'Pendant',
      'Necklace',
      'Chain',
      'Bracelet',
      'Link Bracelet',
      'Bangle',
      'Ear Studs',
      'Hoops',
      'Drop Earrings',
      'Amulet',
      'Brooch',
      'Cufflinks',
    ],
    details: [
      'in White Gold',
      'in Yellow Gold',
      'in Rose Gold',
      'in Platinum',
      'with Diamonds',
      'with Diamond',
      'with Sapphire',
      'with Ruby',
      'with Emerald',
      'with Pearl',
      'in Red',
      'in Blue',
      'in Green',
      'in Black',
      'Wide',
      'Slender',
      'Limited Edition',
      'Bicolour',
      'with Enamel',
    ],
    summary: () =>
      `A ${pick(['slender', 'wide', 'fine', 'delicate', 'bold', 'classic', 'modern', 'playful', 'elegant', 'timeless'])} design in ${pick(['white gold', 'yellow gold', 'rose gold', 'platinum', 'sterling silver', '18-carat gold'])} ${pick(['with twelve brilliant-cut diamonds', 'with a pear-cut sapphire', 'with rubies', 'without stones', 'with fired enamel', 'with baguette emeralds', 'with freshwater pearls'])}, ${pick(['polished', 'matt', 'hand-engraved', 'hand-set', 'with a milgrain edge', 'satin-finished'])}. Made in our Pforzheim workshop, model ${1000 + Math.floor(random() * 9000)}.`,
    name: (v) => `${pick(v.lines)} ${pick(v.pieces)} ${pick(v.details)}`,
    pages: [
      'The House',
      'The Workshop',
      'Care & Service',
      'Jewellers & Boutiques',
      'History',
      'Wedding Rings',
      'Engagement Rings',
      'Collections',
      'Sustainability',
      'Engravings',
    ],
    queries: [
      'ring',
      'rings',
      'necklace',
      'necklaces',
      'necklase',
      'bracelets',
      'braclet',
      'earrings',
      'diamonds',
      'diamnod',
      'white gold',
      'rose gold ring',
      'Herzstuck',
      'herzstück',
      'neck',
      'engag',
      'sapph',
      'Moonlight Pendant',
      'emerald',
      'emrald',
      'pearl',
      'Pforzheim',
      'hoops',
      'cufflinks',
      'platinum band',
      'eternity',
      'eternty',
    ],
  },
  ja: {
    lines: [
      'ヘルツシュトゥック',
      'ファインライン',
      'ソリテール',
      '金の糸',
      '輪舞',
      '朝露',
      '陽の輝き',
      '絹の輝き',
      'タリスマン',
      '純なる喜び',
      '星空',
      '月光',
      '花の魔法',
      '光の戯れ',
      '波紋',
      'オーロラ',
      '薔薇の葉',
      'クローバー',
      '雪の結晶',
      '露のしずく',
    ],
    pieces: [
      'リング',
      'ゴールドリング',
      'バンドリング',
      'エンゲージメントリング',
      'マリッジリング',
      'エタニティリング',
      'ペンダント',
      'ネックレス',
      'チェーン',
      'ブレスレット',
      'バングル',
      'スタッドピアス',
      'フープピアス',
      'ドロップピアス',
      'アミュレット',
      'ブローチ',
      'カフリンクス',
    ],
    details: [
      'ホワイトゴールド',
      'イエローゴールド',
      'ローズゴールド',
      'プラチナ',
      'ダイヤモンド',
      'サファイア',
      'ルビー',
      'エメラルド',
      'パール',
      'レッド',
      'ブルー',
      'グリーン',
      'ブラック',
      'ワイド',
      '限定',
      'バイカラー',
      'エナメル',
    ],
    summary: () =>
      `${pick(['ホワイトゴールド', 'イエローゴールド', 'ローズゴールド', 'プラチナ', 'シルバー'])}に${pick(['12石のダイヤモンド', 'ペアシェイプのサファイア', 'ルビー', '焼成エナメル', 'バゲットカットのエメラルド', '淡水パール'])}をあしらった、${pick(['繊細な', '存在感のある', 'クラシックな', 'モダンな', '遊び心のある', 'エレガントな', '時を超える'])}一本。${pick(['鏡面', 'マット', '手彫り', 'ミル打ち', 'サテン'])}仕上げ。プフォルツハイムの工房で製作、モデル${1000 + Math.floor(random() * 9000)}。`,
    name: (v) => `${pick(v.lines)} ${pick(v.details)}${pick(v.pieces)}`,
    pages: [
      'メゾンについて',
      '工房',
      'ケア＆サービス',
      '取扱店・ブティック',
      '歴史',
      'マリッジリング',
      'エンゲージメントリング',
      'コレクション',
      'サステナビリティ',
      '刻印',
    ],
    queries: [
      'ネックレス',
      'ダイヤモンドネックレス',
      'リング',
      'ゴールド',
      'ホワイトゴールド',
      'ピアス',
      'ダイヤモンド ピアス',
      'ねっくれす',
      'エンゲージ',
      'ブレスレット',
      '金の糸',
      '月光',
      '輪舞 リング',
      '限定',
      'プラチナ リング',
      'サファイア',
      'エメラルド',
      'パール',
      '工房',
      '鏡面',
      'エタニティ',
      'ネック',
      'ブロー',
      '金',
      '露',
    ],
  },
  'zh-hans': {
    lines: [
      '心之珍宝',
      '纤线',
      '单钻',
      '金丝',
      '圆舞',
      '晨露',
      '太阳光辉',
      '丝缎之悦',
      '护身符',
      '纯粹之悦',
      '星空',
      '月光',
      '花之魔法',
      '光影',
      '涟漪',
      '极光',
      '玫瑰',
      '四叶草',
      '雪花',
      '露珠',
    ],
    pieces: [
      '戒指',
      '金戒指',
      '指环',
      '订婚戒指',
      '结婚戒指',
      '永恒戒指',
      '吊坠',
      '项链',
      '锁骨链',
      '手链',
      '手镯',
      '耳钉',
      '耳圈',
      '耳坠',
      '护身符',
      '胸针',
      '袖扣',
    ],
    details: [
      '白金',
      '黄金',
      '玫瑰金',
      '铂金',
      '钻石',
      '蓝宝石',
      '红宝石',
      '祖母绿',
      '珍珠',
      '红色珐琅',
      '蓝色珐琅',
      '绿色珐琅',
      '黑色',
      '宽版',
      '限量',
      '双色',
    ],
    summary: () =>
      `${pick(['纤细的', '大气的', '精致的', '经典的', '现代的', '灵动的', '优雅的', '永恒的'])}${pick(['白金', '黄金', '玫瑰金', '铂金', '纯银'])}设计，镶嵌${pick(['十二颗明亮式切割钻石', '一颗梨形蓝宝石', '红宝石', '烧制珐琅', '长阶梯形祖母绿', '淡水珍珠'])}，${pick(['抛光', '哑光', '手工雕刻', '手工镶嵌', '缎面'])}工艺。于普福尔茨海姆工坊制作，型号${1000 + Math.floor(random() * 9000)}。`,
    name: (v) => `${pick(v.lines)} ${pick(v.details)}${pick(v.pieces)}`,
    pages: ['品牌之家', '工坊', '保养与服务', '珠宝商与精品店', '历史', '结婚戒指', '订婚戒指', '系列', '可持续发展', '刻字'],
    queries: [
      '项链',
      '钻石项链',
      '戒指',
      '钻石',
      '白金',
      '耳钉',
      '钻石 耳钉',
      '手镯',
      '订婚',
      '金丝',
      '月光',
      '圆舞 戒指',
      '限量',
      '铂金 戒指',
      '蓝宝石',
      '祖母绿',
      '珍珠',
      '工坊',
      '抛光',
      '永恒',
      '链',
      '金',
      '护身',
    ],
  },
}

const cities = [
  'Pforzheim',
  'München',
  'Düsseldorf',
  'Zürich',
  'Wien',
  'Hamburg',
  'Köln',
  'Frankfurt',
  'Tokyo',
  'Osaka',
  'Shanghai',
  'Beijing',
  'Genève',
  'Salzburg',
]
const surnames = ['Hartmann', 'Müller', 'Weiß', 'Schäfer', 'Köhler', 'Brenner', 'Lindqvist', 'Yamamoto', 'Chen', 'Fischer', 'Großmann', 'Adler']

function documents(locale) {
  const v = vocabulary[locale]
  const docs = []
  for (let i = 0; i < DOCS; i++) {
    const r = random()
    if (r < 0.85) {
      const name = v.name(v)
      const facts = { type: pick(kinds), filterAlloy: pick(alloys), hasMultipleDiamonds: random() < 0.5, hasEnamel: random() < 0.3 }
      docs.push({
        key: `products:${i}`,
        type: 'product',
        name,
        fields: [
          { text: name, weight: fieldWeights.title },
          { text: `${10 + (i % 50)}-${1000 + i}-00-1-GG`, weight: fieldWeights.subtitle },
          { text: v.summary(), weight: fieldWeights.body },
          { text: productKindText(facts, locale), weight: fieldWeights.kind },
        ],
      })
    } else if (r < 0.93) {
      const name = `${pick(v.pages)} ${pick(v.lines)}`
      docs.push({
        key: `pages:${i}`,
        type: 'page',
        name,
        fields: [
          { text: name, weight: fieldWeights.title },
          { text: v.summary(), weight: fieldWeights.body },
        ],
      })
    } else {
      const city = pick(cities)
      const name = `Juwelier ${pick(surnames)} ${city}`
      docs.push({
        key: `jewelers:${i}`,
        type: 'jeweler',
        name,
        fields: [
          { text: name, weight: fieldWeights.title },
          { text: city, weight: fieldWeights.subtitle },
          { text: `Hauptstraße ${i % 120}`, weight: fieldWeights.body },
        ],
      })
    }
  }
  for (const d of docs) d.hit = { type: d.type, name: d.name, url: `/${locale}/${d.key}/` }
  return docs
}

/** Queries of every kind the issue names: words, inflections, folded spellings, typos, prefixes, CJK parts. */
function queries(locale, docs) {
  const v = vocabulary[locale]
  const list = [...v.queries]
  const words = [...new Set(docs.flatMap((d) => d.name.split(/\s+/)))].filter((w) => w.length >= 5)
  const latin = locale === 'de' || locale === 'en'
  while (list.length < 120) {
    const word = pick(words)
    const kind = random()
    if (kind < 0.3) list.push(word)
    else if (kind < 0.55) list.push(word.slice(0, latin ? 3 + Math.floor(random() * 4) : 2 + Math.floor(random() * 2)))
    else if (kind < 0.8 && latin) {
      const at = 1 + Math.floor(random() * (word.length - 2))
      list.push(`${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`)
    } else list.push(`${pick(v.pieces)} ${pick(v.details).split(' ').at(-1)}`)
  }
  return list
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const ms = (n) => `${n.toFixed(3)} ms`

const results = []
for (const locale of Object.keys(vocabulary)) {
  const docs = documents(locale)
  globalThis.gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  const started = performance.now()
  const index = new SearchIndex(locale)
  for (const doc of docs) index.put(doc)
  const buildMs = performance.now() - started
  globalThis.gc?.()
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024

  // The baseline: what one would write without an index.
  const texts = docs.map((d) => fold(d.fields.map((f) => f.text).join(' ')))
  const options = { offset: 0, limit: 80, synonyms }
  const linear = (q) => {
    const words = fold(q).split(/\s+/).filter(Boolean)
    const hits = []
    for (let i = 0; i < texts.length; i++) if (words.every((w) => texts[i].includes(w))) hits.push(docs[i].hit)
    return { total: hits.length, hits: hits.slice(0, 80) }
  }

  const qs = queries(locale, docs)
  const timesIndex = []
  const timesLinear = []
  let found = 0
  let foundLinear = 0
  for (const q of qs) {
    index.search(q, options)
    linear(q)
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of qs) {
      let t = performance.now()
      const r = index.search(q, options)
      timesIndex.push(performance.now() - t)
      t = performance.now()
      const l = linear(q)
      timesLinear.push(performance.now() - t)
      if (round === 0 && r.total > 0) found++
      if (round === 0 && l.total > 0) foundLinear++
    }
  }
  // The index stays referenced, so the next locale's heap figure is its own.
  results.push({ index, locale, buildMs, heapMb, queries: qs.length, found, foundLinear, timesIndex, timesLinear })
}

const all = (key) => results.flatMap((r) => r[key]).sort((a, b) => a - b)
console.log(`site search: ${DOCS.toLocaleString('en')} documents per locale, ${results[0].queries} queries per locale × ${ROUNDS} rounds`)
console.log(`locale    build    heap    queries with hits (index, scan)   index p50 / p95         linear scan p50 / p95`)
for (const r of results) {
  const a = [...r.timesIndex].sort((x, y) => x - y)
  const b = [...r.timesLinear].sort((x, y) => x - y)
  console.log(
    `${r.locale.padEnd(8)}  ${r.buildMs.toFixed(0).padStart(4)} ms ${globalThis.gc ? `${r.heapMb.toFixed(0).padStart(3)} MB` : '    – '}   ${String(r.found).padStart(3)}, ${String(r.foundLinear).padStart(3)} of ${r.queries}                ${ms(percentile(a, 50))} / ${ms(percentile(a, 95))}   ${ms(percentile(b, 50))} / ${ms(percentile(b, 95))}`,
  )
}
const index = all('timesIndex')
const linear = all('timesLinear')
const p95 = percentile(index, 95)
console.log(
  `all locales: index p50 ${ms(percentile(index, 50))}, p95 ${ms(p95)}; linear scan p50 ${ms(percentile(linear, 50))}, p95 ${ms(percentile(linear, 95))}`,
)
console.log(`ratio linear scan / index: p50 ${(percentile(linear, 50) / percentile(index, 50)).toFixed(1)}×, p95 ${(percentile(linear, 95) / p95).toFixed(1)}×`)
const fast = p95 < GOAL_P95_MS
console.log(`goal: index p95 < ${GOAL_P95_MS} ms → ${fast ? 'PASS' : 'FAIL'}`)

const quality = measureQuality()
const pct = (n) => `${Math.round(n * 100)}%`.padStart(4)
console.log(`\nsearch quality on the demo catalogue (40 products), ${quality.length} queries with the seeded synonyms`)
console.log(`locale    query               right  hits  recall  precision  first right`)
for (const q of quality) {
  console.log(
    `${q.locale.padEnd(8)}  ${(q.kind ? `${q.query} *` : q.query).padEnd(18)}  ${String(q.relevant).padStart(5)}  ${String(q.hits).padStart(4)}  ${pct(q.recall)}    ${pct(q.precision)}       ${q.firstRank ?? '–'}`,
  )
}
const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length
const kindRows = quality.filter((q) => q.kind)
const ranks = quality.map((q) => q.firstRank ?? 81)
console.log(
  `all queries: mean recall ${pct(mean(quality.map((q) => q.recall)))}, mean precision ${pct(mean(quality.map((q) => q.precision)))}, first right answer at rank 1 in ${quality.filter((q) => q.firstRank === 1).length} of ${quality.length} (worst ${Math.max(...ranks)})`,
)
const complete = kindRows.every((q) => q.recall === 1)
console.log(
  `goal: every piece of a kind found by that kind's everyday word (* rows: ${kindRows.filter((q) => q.recall === 1).length} of ${kindRows.length}) → ${complete ? 'PASS' : 'FAIL'}`,
)
process.exit(fast && complete ? 0 : 1)
