import { describe, expect, it } from 'vitest'
import products from '@seed/data/products.json'
import { productTypes } from '@/domain/productFilters'
import { kindWords, productVocabulary, type ProductFacts } from '@/domain/searchVocabulary'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import ja from '@/i18n/messages/ja.json'
import zhHans from '@/i18n/messages/zh-hans.json'
import { productKindText } from '@/server/search/searchDocuments'
import { fieldWeights, SearchIndex } from '@/server/search/searchIndex'

// Issue 21: "Index what a piece is, not only its name: the product type in each locale with its
// everyday words …, the names of its filter values (metal colours and alloys, enamel colours, diamond
// settings) and its collection."
const labels = { de: de.filter, en: en.filter, ja: ja.filter, 'zh-hans': zhHans.filter }

describe('the vocabulary of what a piece is', () => {
  it('has everyday words for every product type in every locale', () => {
    for (const type of productTypes) for (const locale of urlLocales) expect(kindWords[type][locale].length, `${type} ${locale}`).toBeGreaterThan(0)
    expect(kindWords.ring.ja).toEqual(expect.arrayContaining(['指輪', 'リング']))
    expect(kindWords.ring['zh-hans']).toContain('戒指')
    expect(kindWords.earrings.de).toContain('Ohrringe')
    expect(kindWords.necklace.de).toEqual(expect.arrayContaining(['Halskette', 'Kette', 'Collier', 'Anhänger']))
  })

  const studs: ProductFacts = { type: 'earrings', filterAlloy: ['yellow_gold'], filterEarringsType: ['ear_studs'], hasEnamel: true, hasMultipleDiamonds: false }

  it('names the kind, the filter values with their catalogue labels and the true properties', () => {
    const terms = productVocabulary(studs, 'de', labels.de)
    expect(terms).toEqual(expect.arrayContaining(['Ohrringe', 'Ohrstecker', 'Gelbgold', 'Gold', 'Mit Emaille', 'Emaille']))
    expect(terms).not.toContain('Creolen')
    expect(terms).not.toContain('Diamant')
    expect(productVocabulary(studs, 'en', labels.en)).toEqual(expect.arrayContaining(['earrings', 'Studs', 'studs', 'Yellow gold', 'enamel']))
    expect(productVocabulary(studs, 'ja', labels.ja)).toEqual(expect.arrayContaining(['ピアス', 'イヤリング', 'スタッドピアス', 'イエローゴールド']))
    expect(productVocabulary(studs, 'zh-hans', labels['zh-hans'])).toEqual(expect.arrayContaining(['耳环', '耳钉', '黄金', '珐琅']))
  })

  it('leaves out what a piece lacks: a ring "without diamonds" is not found by "Diamanten"', () => {
    const plain = productVocabulary({ type: 'ring', filterRingDiamonds: ['none'] }, 'de', labels.de)
    expect(plain).not.toContain('Ohne Diamanten')
    expect(plain.join(' ')).not.toMatch(/Diamant|Brillant/)
    expect(productVocabulary({ type: 'ring', filterRingDiamonds: ['solitaire'] }, 'de', labels.de)).toEqual(expect.arrayContaining(['Solitär', 'Diamant']))
  })

  it('keeps each term once, and ignores unknown values', () => {
    const terms = productVocabulary({ type: 'ring', filterAlloy: ['white_gold', 'yellow_gold', 'platinum'], filterRingEnamelColor: ['rose'] }, 'de', labels.de)
    expect(terms.filter((t) => t === 'Gold')).toHaveLength(1)
    expect(terms).toContain('Rosé')
    expect(productVocabulary({ type: 'brooch' }, 'de', labels.de)).toEqual([])
  })
})

describe('the vocabulary in the index', () => {
  const index = (locale: UrlLocale) => {
    const built = new SearchIndex(locale)
    products.forEach((p, i) =>
      built.put({
        key: `products:${i}`,
        type: 'product',
        name: p.name2[locale],
        fields: [
          { text: p.name2[locale], weight: fieldWeights.title },
          { text: productKindText(p as ProductFacts, locale), weight: fieldWeights.kind },
        ],
        hit: { type: 'product', name: p.name2[locale], full_slug: p.mpn, image_set: [], pageSummary: '', url: p.type },
      }),
    )
    return built
  }
  const kinds = (built: SearchIndex, query: string) => built.search(query, { offset: 0, limit: 80 }).hits.map((h) => h.url)

  it("finds a kind by its word, never inside another kind's word", () => {
    const deIndex = index('de')
    expect(kinds(deIndex, 'Ohrringe')).toEqual(Array(7).fill('earrings'))
    // "Ring" is a part of "Ohrringe", but a vocabulary term is matched whole.
    expect(new Set(kinds(deIndex, 'Ring'))).toEqual(new Set(['ring']))
    const jaIndex = index('ja')
    expect(kinds(jaIndex, '指輪')).toEqual(Array(14).fill('ring'))
    // "リング" inside "イヤリング": the earrings' vocabulary does not bring them in.
    expect(new Set(kinds(jaIndex, 'リング'))).toEqual(new Set(['ring']))
  })

  it('keeps pages in their place: a title above a piece that only is of the kind, below one named so', () => {
    const built = new SearchIndex('de')
    const put = (key: string, type: 'product' | 'page', title: string, kind = '') =>
      built.put({
        key,
        type,
        name: title,
        fields: [
          { text: title, weight: fieldWeights.title },
          { text: kind, weight: fieldWeights.kind },
        ],
        hit: { type: 'page', pageTitle: title, pageSummary: '', full_slug: key, image: null, url: key },
      })
    put('named', 'product', 'Kette in Gelbgold', productKindText({ type: 'necklace' }, 'de'))
    put('only-kind', 'product', 'Collier', productKindText({ type: 'necklace' }, 'de'))
    put('page', 'page', 'Ketten und Colliers')
    expect(built.search('Kette', { offset: 0, limit: 80 }).hits.map((h) => h.url)).toEqual(['named', 'page', 'only-kind'])
  })

  it('ranks a piece named so above one that only is so', () => {
    const hits = index('de')
      .search('Kette', { offset: 0, limit: 80 })
      .hits.map((h) => (h as { name: string }).name)
    const named = hits.filter((n) => /Kette/.test(n))
    expect(named.length).toBeGreaterThan(0)
    expect(hits.slice(0, named.length)).toEqual(named)
  })
})
