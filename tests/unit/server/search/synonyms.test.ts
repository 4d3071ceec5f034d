import { describe, expect, it } from 'vitest'
import { seedSynonyms, synonymRuleError, synonymSummary, type SynonymRule } from '@/domain/searchSynonyms'
import { fieldWeights, SearchIndex } from '@/server/search/searchIndex'
import { queryClauses, SYNONYM_WEIGHT, SynonymTable } from '@/server/search/synonyms'
import { analyzeQuery } from '@/server/search/tokenize'

// Issue 21: "Synonyms per locale that editors maintain in /admin (one-way and two-way …), seeded with
// the trade's vocabulary (Diamant ↔ Brillant, Rosé ↔ Roségold ↔ Rotgold, Trauring ↔ Ehering, ダイヤ ↔
// ダイヤモンド, …) and applied at query time without rebuilding the index."
const alternatives = (table: SynonymTable, query: string, locale: SynonymRule['locale'] = 'de') =>
  queryClauses(analyzeQuery(query, locale), locale, table).map((c) => c.alternatives.map((a) => a.words.map((w) => w.text).join(' ')))

describe('synonym expansion', () => {
  const table = new SynonymTable(seedSynonyms)

  it('expands a two-way rule from every term, by stem, in its own locale only', () => {
    expect(alternatives(table, 'Diamant')).toEqual([['diamant', 'brillant']])
    expect(alternatives(table, 'Brillanten ')).toEqual([['brillanten', 'diamant']])
    expect(alternatives(table, 'Rotgold')).toEqual([['rotgold', 'rose', 'rosegold']])
    expect(alternatives(table, 'Ehering')).toEqual([['ehering', 'trauring']])
    expect(alternatives(table, 'Diamant', 'en')).toEqual([['diamant']])
    expect(alternatives(table, 'ダイヤ', 'ja')).toEqual([['ダイヤ', 'ダイヤモンド', 'ブリリアント']])
    expect(alternatives(table, '钻石', 'zh-hans')[0]).toContain('钻')
  })

  it('keeps one-way rules one way', () => {
    const oneWay = new SynonymTable([{ locale: 'de', type: 'oneWay', input: 'Schmuck', synonyms: ['Ring', 'Kette'] }])
    expect(alternatives(oneWay, 'Schmuck')).toEqual([['schmuck', 'ring', 'kette']])
    expect(alternatives(oneWay, 'Ring')).toEqual([['ring']])
  })

  it('matches phrases of the query, longest first, and leaves other words alone', () => {
    expect(alternatives(table, 'rose gold ring', 'en')).toEqual([['rose gold', 'rose', 'pink gold'], ['ring']])
    expect(alternatives(table, 'Ring Diamant')).toEqual([['ring'], ['diamant', 'brillant']])
    expect(alternatives(SynonymTable.empty, 'Ring Diamant')).toEqual([['ring'], ['diamant']])
  })

  it('finds through a synonym, below what the word itself finds', () => {
    const index = new SearchIndex('de')
    const put = (key: string, name: string) =>
      index.put({
        key,
        type: 'product',
        name,
        fields: [{ text: name, weight: fieldWeights.title }],
        hit: { type: 'product', name, full_slug: key, image_set: [], pageSummary: '', url: key },
      })
    put('a', 'Ring mit Brillant')
    put('b', 'Ring mit Diamant')
    put('c', 'Armband')
    const urls = (q: string, synonyms?: SynonymTable) => index.search(q, { offset: 0, limit: 80, synonyms }).hits.map((h) => h.url)
    expect(urls('Diamant')).toEqual(['b'])
    expect(urls('Diamant', table)).toEqual(['b', 'a'])
    expect(urls('Brillant ', table)).toEqual(['a', 'b'])
    expect(urls('Ring Diamant', table)).toEqual(['b', 'a'])
    expect(SYNONYM_WEIGHT).toBeLessThan(1)
  })
})

describe('rules as editors write them', () => {
  it('needs two terms for two-way and an input for one-way', () => {
    expect(synonymRuleError({ type: 'twoWay', synonyms: ['Diamant', 'Brillant'] })).toBeNull()
    expect(synonymRuleError({ type: 'twoWay', synonyms: ['Diamant', ' diamant '] })).toMatch(/two different terms/)
    expect(synonymRuleError({ type: 'oneWay', synonyms: ['Ring'] })).toMatch(/needs the term/)
    expect(synonymRuleError({ type: 'oneWay', input: 'Schmuck', synonyms: [] })).toMatch(/at least one/)
    expect(synonymRuleError({ type: 'twoWay', synonyms: ['x'.repeat(61), 'y'] })).toMatch(/60 characters/)
  })

  it('summarises a rule for the admin list', () => {
    expect(synonymSummary({ type: 'twoWay', synonyms: ['Diamant', 'Brillant'] })).toBe('Diamant ↔ Brillant')
    expect(synonymSummary({ type: 'oneWay', input: 'Schmuck', synonyms: ['Ring', 'Kette'] })).toBe('Schmuck → Ring, Kette')
  })

  it("seeds every locale with the trade's vocabulary, each rule valid", () => {
    for (const rule of seedSynonyms) expect(synonymRuleError(rule), synonymSummary(rule)).toBeNull()
    expect(new Set(seedSynonyms.map((r) => r.locale))).toEqual(new Set(['de', 'en', 'ja', 'zh-hans']))
    expect(seedSynonyms.map(synonymSummary)).toEqual(expect.arrayContaining(['Diamant ↔ Brillant', 'Rosé ↔ Roségold ↔ Rotgold', 'Trauring ↔ Ehering']))
    expect(seedSynonyms.some((r) => r.locale === 'ja' && r.synonyms.includes('ダイヤ') && r.synonyms.includes('ダイヤモンド'))).toBe(true)
  })
})
