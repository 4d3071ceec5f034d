import { MAX_SYNONYM_WORDS, type SynonymRule } from '@/domain/searchSynonyms'
import type { UrlLocale } from '@/i18n/locales'
import { analyzeQuery, type QueryWord } from '@/server/search/tokenize'

/** A match through a synonym counts 0.6 of one through the word typed: a name that says the word itself stays above, and a name that says a synonym (3 × 0.6) above a piece that only is so (its vocabulary, 1.5). */
export const SYNONYM_WEIGHT = 0.6

/** Words that must all match one document, and what such a match counts. */
export type Alternative = { words: QueryWord[]; weight: number }
/** A query word (or phrase) and its synonyms: a document must match one of the alternatives. */
export type QueryClause = { optional: boolean; alternatives: Alternative[] }

// Stems for Latin words ("Diamanten" meets the rule for "Diamant"), whole runs for CJK.
const keyOf = (words: readonly QueryWord[]) => words.map((w) => (w.cjk ? w.text : w.stem)).join(' ')
// Terms are complete words: no prefix matching, and little words inside a phrase need not match.
const termWords = (term: string, locale: UrlLocale) => analyzeQuery(`${term} `, locale).filter((w) => !w.optional)

/**
 * The editors' synonym rules of every locale, as query-side alternatives: nothing is re-indexed, so a
 * changed rule is live as soon as a process has read it.
 */
export class SynonymTable {
  private readonly byLocale = new Map<UrlLocale, Map<string, QueryWord[][]>>()
  private longest = 1

  constructor(rules: readonly SynonymRule[] = []) {
    for (const rule of rules) {
      const terms = [...new Set(rule.synonyms.map((t) => t.trim()).filter(Boolean))]
      if (rule.type === 'oneWay') {
        if (rule.input?.trim()) this.add(rule.locale, rule.input, terms)
      } else
        for (const term of terms)
          this.add(
            rule.locale,
            term,
            terms.filter((t) => t !== term),
          )
    }
  }

  static readonly empty = new SynonymTable()

  /** The alternatives of a query phrase, or undefined. */
  alternativesOf(locale: UrlLocale, words: readonly QueryWord[]): readonly QueryWord[][] | undefined {
    return this.byLocale.get(locale)?.get(keyOf(words))
  }

  /** The most query words one rule's term spans. */
  get maxWords(): number {
    return this.longest
  }

  private add(locale: UrlLocale, from: string, to: string[]): void {
    const source = termWords(from, locale)
    if (!source.length || source.length > MAX_SYNONYM_WORDS) return
    const key = keyOf(source)
    const map = this.byLocale.get(locale) ?? new Map<string, QueryWord[][]>()
    this.byLocale.set(locale, map)
    const list = map.get(key) ?? []
    const known = new Set(list.map(keyOf))
    for (const term of to) {
      const words = termWords(term, locale)
      const k = keyOf(words)
      if (!words.length || k === key || known.has(k)) continue
      known.add(k)
      list.push(words)
    }
    if (list.length) map.set(key, list)
    this.longest = Math.max(this.longest, source.length)
  }
}

/**
 * A query's words as clauses: each word alone, or the longest phrase (up to the longest rule) that a
 * synonym rule names together with that rule's alternatives ("Rose gold" → "rosé", "pink gold").
 */
export function queryClauses(words: QueryWord[], locale: UrlLocale, table: SynonymTable = SynonymTable.empty): QueryClause[] {
  const clauses: QueryClause[] = []
  for (let i = 0; i < words.length;) {
    let n = Math.min(table.maxWords, words.length - i)
    for (; n >= 1; n--) {
      const group = words.slice(i, i + n)
      const alternatives = table.alternativesOf(locale, group)
      if (!alternatives) continue
      clauses.push({
        optional: group.every((w) => w.optional),
        alternatives: [{ words: group, weight: 1 }, ...alternatives.map((a) => ({ words: a, weight: SYNONYM_WEIGHT }))],
      })
      break
    }
    if (n >= 1) i += n
    else {
      clauses.push({ optional: words[i].optional, alternatives: [{ words: [words[i]], weight: 1 }] })
      i++
    }
  }
  return clauses
}
