import type { SearchHit, SearchType } from '@/domain/search'
import type { UrlLocale } from '@/i18n/locales'
import { fold } from '@/server/search/normalize'
import { queryClauses, SynonymTable, type QueryClause } from '@/server/search/synonyms'
import { analyzeQuery, analyzeText, MAX_QUERY_WORDS, type QueryWord } from '@/server/search/tokenize'
import { TYPO_MIN_LENGTH, withinOneEdit } from '@/server/search/typo'

/**
 * How much a match in a field counts: names and titles above other short facts, above summaries.
 * `kind` is the vocabulary of what a piece is (issue 21): below its name (a piece named so stays above
 * one that only is so) and the short facts, above a summary that merely mentions the word. It is a
 * list of terms: matched whole (CJK) or by word, stem, prefix and typo, never as a part of a longer
 * word, and shown in no hit.
 */
export const fieldWeights = { title: 3, subtitle: 2, kind: 1.5, body: 1 } as const
export type FieldWeight = (typeof fieldWeights)[keyof typeof fieldWeights]

/** A document as the index takes it: the texts to search and the hit to answer with. */
export type SearchDocument = {
  key: string
  type: SearchType
  /** Orders hits of equal relevance and type. */
  name: string
  fields: { text: string; weight: FieldWeight }[]
  hit: SearchHit
}

/** A query word matching the word itself counts most, then its stem, its start, a part, a typo. */
export const matchWeights = { word: 1, stem: 0.8, prefix: 0.6, part: 0.4, typo: 0.3 } as const

const typeRank: Record<SearchType, number> = { product: 0, page: 1, jeweler: 2 }
const CJK_START = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]/u
// Bounds the work of a very short prefix or part; a visitor refines such a query anyway.
const MAX_EXPANSIONS = 300
// Scores in hundredths; no query scores more than its words at the best field weight each.
const MAX_SCORE = 100 * fieldWeights.title * MAX_QUERY_WORDS

type Entry = {
  doc: SearchDocument
  typeRank: number
  sortName: string
  /** The folded fields, heaviest first, joined by a separator; each field's end and weight. */
  text: string
  ends: number[]
  weights: number[]
  words: string[]
  stems: string[]
}

type Postings = number[]
/** All Latin words (prefixes) and those without digits (parts, typos). */
type Dictionary = { latin: string[]; letters: string[] }
// A posting is one number: the document's slot times eight plus twice its best field weight for the term.
const posting = (slot: number, weight: number) => slot * 8 + weight * 2
const slotOfPosting = (p: number) => p >> 3
const weightOfPosting = (p: number) => (p & 7) / 2

/** The best match of one query word in each document it matches. */
class WordMatches {
  readonly best: Float32Array
  readonly touched: number[] = []

  constructor(capacity: number) {
    this.best = new Float32Array(capacity)
  }

  note(slot: number, value: number): void {
    if (this.best[slot] === 0) this.touched.push(slot)
    if (value > this.best[slot]) this.best[slot] = value
  }

  /** `skipWeight`: postings of that field weight are passed over (the vocabulary, for parts of words). */
  notePostings(postings: Postings | undefined, matchWeight: number, skipWeight = 0): void {
    if (!postings) return
    for (let i = 0; i < postings.length; i++) {
      const weight = weightOfPosting(postings[i])
      if (weight !== skipWeight) this.note(slotOfPosting(postings[i]), matchWeight * weight)
    }
  }
}

/** Puts the k smallest numbers first (in any order): quickselect, so a broad query sorts one page, not all hits. */
export function selectSmallest(keys: Float64Array, k: number): void {
  if (k <= 0 || k >= keys.length) return
  let lo = 0
  let hi = keys.length - 1
  while (hi > lo) {
    const pivot = keys[(lo + hi) >>> 1]
    let i = lo
    let j = hi
    while (i <= j) {
      while (keys[i] < pivot) i++
      while (keys[j] > pivot) j--
      if (i <= j) {
        const t = keys[i]
        keys[i++] = keys[j]
        keys[j--] = t
      }
    }
    if (k - 1 <= j) hi = j
    else if (k - 1 >= i) lo = i
    else break
  }
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid] < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * An inverted index of one locale: folded words and CJK pieces, and stems, each to the documents
 * holding them. Queries are AND across words (each must match something; little words need not),
 * scored by the best match per word times its field weight; ties go products, pages, jewellers,
 * then by name.
 */
export class SearchIndex {
  private readonly entries: (Entry | undefined)[] = []
  private readonly slots = new Map<string, number>()
  private readonly freeSlots: number[] = []
  private readonly words = new Map<string, Postings>()
  private readonly stems = new Map<string, Postings>()
  // Sorted word lists for prefix, part and typo lookups; rebuilt on first use after a change.
  private lists: Dictionary | null = null
  private byName: { rankOf: Int32Array; slotOf: Int32Array } | null = null

  constructor(readonly locale: UrlLocale) {}

  get size(): number {
    return this.slots.size
  }

  /** Adds a document, or replaces the one with the same key. */
  put(doc: SearchDocument): void {
    this.remove(doc.key)
    const slot = this.freeSlots.pop() ?? this.entries.length
    const words = new Map<string, number>()
    const stems = new Map<string, number>()
    const keep = (map: Map<string, number>, term: string, weight: number) => map.set(term, Math.max(map.get(term) ?? 0, weight))
    let text = ''
    const ends: number[] = []
    const weights: number[] = []
    for (const field of [...doc.fields].sort((a, b) => b.weight - a.weight)) {
      if (!field.text) continue
      const vocabulary = field.weight === fieldWeights.kind
      const terms = analyzeText(field.text, this.locale, vocabulary)
      // The vocabulary stays out of the text CJK runs are looked for in: its terms match whole.
      if (!vocabulary) {
        text += `${terms.folded}\u0000`
        ends.push(text.length)
        weights.push(field.weight)
      }
      for (const w of terms.words) keep(words, w, field.weight)
      for (const g of terms.grams) keep(words, g, field.weight)
      for (const s of terms.stems) keep(stems, s, field.weight)
    }
    for (const [term, weight] of words) this.addPosting(this.words, term, posting(slot, weight))
    for (const [term, weight] of stems) this.addPosting(this.stems, term, posting(slot, weight))
    this.entries[slot] = {
      doc,
      typeRank: typeRank[doc.type],
      sortName: fold(doc.name),
      text,
      ends,
      weights,
      words: [...words.keys()],
      stems: [...stems.keys()],
    }
    this.slots.set(doc.key, slot)
    this.byName = null
  }

  remove(key: string): boolean {
    const slot = this.slots.get(key)
    if (slot === undefined) return false
    const entry = this.entries[slot] as Entry
    for (const term of entry.words) this.removePosting(this.words, term, slot)
    for (const term of entry.stems) this.removePosting(this.stems, term, slot)
    this.entries[slot] = undefined
    this.slots.delete(key)
    this.freeSlots.push(slot)
    this.byName = null
    return true
  }

  /** One page of hits for a query, and how many there are in all. */
  search(query: string, options: { type?: SearchType; offset: number; limit: number; synonyms?: SynonymTable }): { total: number; hits: SearchHit[] } {
    const words = analyzeQuery(query, this.locale)
    if (!words.length) return { total: 0, hits: [] }
    const capacity = this.entries.length
    const score = new Float64Array(capacity)
    const matched = new Uint8Array(capacity)
    let required = 0
    for (const clause of queryClauses(words, this.locale, options.synonyms)) {
      const matches = this.matchClause(clause, capacity)
      if (!clause.optional) required++
      for (const slot of matches.touched) {
        score[slot] += matches.best[slot]
        if (!clause.optional) matched[slot]++
      }
    }
    // One number per hit orders by relevance, then type, then name: plain numbers select and sort
    // fast even when a broad query has thousands of hits of equal score.
    const { rankOf, slotOf } = this.nameOrder()
    const keys = new Float64Array(capacity)
    let total = 0
    for (let slot = 0; slot < capacity; slot++) {
      if (matched[slot] !== required) continue
      const entry = this.entries[slot]
      if (!entry || (options.type && entry.doc.type !== options.type)) continue
      const relevance = MAX_SCORE - Math.min(MAX_SCORE, Math.round(score[slot] * 100))
      keys[total++] = (relevance * 3 + entry.typeRank) * capacity + rankOf[slot]
    }
    const end = Math.min(total, options.offset + options.limit)
    const ordered = keys.subarray(0, total)
    selectSmallest(ordered, end)
    ordered.subarray(0, end).sort()
    const hits: SearchHit[] = []
    for (let i = options.offset; i < end; i++) {
      hits.push((this.entries[slotOf[ordered[i] % capacity]] as Entry).doc.hit)
    }
    return { total, hits }
  }

  /** Every slot's place in name order (and back), computed once after documents change. */
  private nameOrder(): { rankOf: Int32Array; slotOf: Int32Array } {
    if (!this.byName || this.byName.slotOf.length !== this.entries.length) {
      const slots = this.entries.map((_, slot) => slot)
      const name = (slot: number) => this.entries[slot]?.sortName ?? ''
      slots.sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : a - b))
      const rankOf = new Int32Array(slots.length)
      slots.forEach((slot, rank) => (rankOf[slot] = rank))
      this.byName = { rankOf, slotOf: Int32Array.from(slots) }
    }
    return this.byName
  }

  /** A clause's best match per document: over its alternatives, each needing all its words. */
  private matchClause(clause: QueryClause, capacity: number): WordMatches {
    const matchWord = (word: QueryWord) => {
      const matches = new WordMatches(capacity)
      if (word.cjk) this.matchCjk(word, matches)
      else this.matchLatin(word, matches)
      return matches
    }
    const [first] = clause.alternatives
    if (clause.alternatives.length === 1 && first.words.length === 1) return matchWord(first.words[0])
    const best = new WordMatches(capacity)
    for (const { words, weight } of clause.alternatives) {
      const perWord = words.map(matchWord)
      for (const slot of perWord[0].touched) {
        let sum = 0
        for (const m of perWord) {
          if (m.best[slot] === 0) {
            sum = 0
            break
          }
          sum += m.best[slot]
        }
        if (sum > 0) best.note(slot, sum * weight)
      }
    }
    return best
  }

  private matchLatin(word: Extract<QueryWord, { cjk: false }>, matches: WordMatches): void {
    matches.notePostings(this.words.get(word.text), matchWeights.word)
    matches.notePostings(this.stems.get(word.stem), matchWeights.stem)
    const { latin, letters } = this.dictionary()
    if (word.prefix && word.text.length >= 2) {
      let n = 0
      for (let i = lowerBound(latin, word.text); i < latin.length && latin[i].startsWith(word.text) && n < MAX_EXPANSIONS; i++, n++) {
        if (latin[i] !== word.text) matches.notePostings(this.words.get(latin[i]), matchWeights.prefix)
      }
    }
    // Parts of compounds: "ring" (or the stem of "Ringe") inside "goldring".
    const part = word.stem.length >= 4 ? word.stem : word.text
    if (part.length >= 4) {
      let n = 0
      for (let i = 0; i < letters.length && n < MAX_EXPANSIONS; i++) {
        const term = letters[i]
        if (term.length > part.length && term.includes(part)) {
          matches.notePostings(this.words.get(term), matchWeights.part, fieldWeights.kind)
          n++
        }
      }
    }
    // A correctly spelt word does not also bring in its one-letter neighbours.
    if (word.text.length >= TYPO_MIN_LENGTH && !this.words.has(word.text) && !this.stems.has(word.stem)) {
      for (const term of letters) if (withinOneEdit(word.text, term)) matches.notePostings(this.words.get(term), matchWeights.typo)
    }
  }

  private matchCjk(word: Extract<QueryWord, { cjk: true }>, matches: WordMatches): void {
    // One or two characters are a stored piece themselves; a longer run may be a vocabulary term whole.
    matches.notePostings(this.words.get(word.text), matchWeights.word)
    if (word.text.length <= 2) return
    // Longer: the documents holding the rarest of its pieces, where the run itself stands in one field.
    let rarest: Postings | undefined
    for (const gram of word.grams) {
      const list = this.words.get(gram)
      if (!list) return
      if (!rarest || list.length < rarest.length) rarest = list
    }
    for (const p of rarest as Postings) {
      const slot = slotOfPosting(p)
      const entry = this.entries[slot] as Entry
      // The first occurrence lies in the heaviest field holding the run.
      const at = entry.text.indexOf(word.text)
      if (at < 0) continue
      let field = 0
      while (entry.ends[field] <= at) field++
      matches.note(slot, matchWeights.word * entry.weights[field])
    }
  }

  private dictionary(): Dictionary {
    if (!this.lists) {
      const latin = [...this.words.keys()].filter((t) => !CJK_START.test(t)).sort()
      // Parts and typos are about words: "1897" has no parts, and "1898" is another year, not a slip.
      this.lists = { latin, letters: latin.filter((t) => !/\d/.test(t)) }
    }
    return this.lists
  }

  private addPosting(map: Map<string, Postings>, term: string, p: number): void {
    const list = map.get(term)
    if (list) list.push(p)
    else {
      map.set(term, [p])
      if (map === this.words) this.lists = null
    }
  }

  private removePosting(map: Map<string, Postings>, term: string, slot: number): void {
    const list = map.get(term)
    if (!list) return
    const i = list.findIndex((p) => slotOfPosting(p) === slot)
    if (i >= 0) list.splice(i, 1)
    if (list.length) return
    map.delete(term)
    if (map === this.words) this.lists = null
  }
}
