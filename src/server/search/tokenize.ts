import type { UrlLocale } from '@/i18n/locales'
import { fold, runs } from '@/server/search/normalize'
import { stemmerFor } from '@/server/search/stem'

/**
 * What the index stores of a text: its folded words with their stems, and for Japanese and Chinese
 * (written without spaces) every character and two-character piece of a run, so a word is found
 * inside a longer one ("项链" in "钻石项链") and a single character ("金") in one lookup.
 */
export type TextTerms = { folded: string; words: string[]; stems: string[]; grams: string[] }

export function cjkGrams(run: string): string[] {
  if (run.length < 2) return [run]
  const grams: string[] = []
  for (let i = 0; i < run.length - 1; i++) grams.push(run.slice(i, i + 2))
  return [...new Set(grams)]
}

/**
 * `whole`: CJK runs are kept as one term instead of pieces, for lists of terms (the vocabulary of
 * what a piece is), where "リング" must not be found inside "イヤリング".
 */
export function analyzeText(text: string, locale: UrlLocale, whole = false): TextTerms {
  const stem = stemmerFor(locale)
  const folded = fold(text)
  const words = new Set<string>()
  const stems = new Set<string>()
  const grams = new Set<string>()
  for (const run of runs(folded)) {
    if (run.cjk && whole) grams.add(run.text)
    else if (run.cjk) {
      for (const g of cjkGrams(run.text)) grams.add(g)
      for (const c of run.text) grams.add(c)
    } else {
      words.add(run.text)
      stems.add(stem(run.text))
    }
  }
  return { folded, words: [...words], stems: [...stems], grams: [...grams] }
}

/** A word of a query: Latin words match by word, stem, prefix, part or typo; CJK runs by substring. */
export type QueryWord =
  | { cjk: false; text: string; stem: string; prefix: boolean; optional: boolean }
  | { cjk: true; text: string; grams: string[]; prefix: boolean; optional: false }

// Little words that need not match when a query has others ("Ring aus Weißgold" finds "Weißgold-Ring").
const STOPWORDS: Partial<Record<UrlLocale, ReadonlySet<string>>> = {
  de: new Set([
    'der',
    'die',
    'das',
    'den',
    'dem',
    'des',
    'ein',
    'eine',
    'einen',
    'einem',
    'und',
    'oder',
    'in',
    'im',
    'mit',
    'aus',
    'von',
    'vom',
    'zu',
    'zum',
    'zur',
    'fuer',
    'auf',
    'an',
    'am',
  ]),
  en: new Set(['the', 'a', 'an', 'and', 'or', 'in', 'with', 'of', 'for', 'to', 'on', 'at', 'by']),
}

export const MAX_QUERY_WORDS = 10

/** A query's words; the last one is also a prefix ("Herzst" → Herzstück) unless the query ends in a space. */
export function analyzeQuery(query: string, locale: UrlLocale): QueryWord[] {
  const stem = stemmerFor(locale)
  const found = runs(fold(query)).slice(0, MAX_QUERY_WORDS)
  const open = !/\s$/.test(query)
  const stopwords = STOPWORDS[locale] ?? STOPWORDS.en!
  const isStop = (r: { cjk: boolean; text: string }) => !r.cjk && stopwords.has(r.text)
  const allStop = found.every(isStop)
  return found.map((run, i): QueryWord => {
    const prefix = open && i === found.length - 1
    if (run.cjk) return { cjk: true, text: run.text, grams: cjkGrams(run.text), prefix, optional: false }
    return { cjk: false, text: run.text, stem: stem(run.text), prefix, optional: !allStop && !prefix && isStop(run) }
  })
}
