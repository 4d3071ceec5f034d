import type { UrlLocale } from '@/i18n/locales'

/**
 * Light stemmers for folded words (see normalize.ts): they only need to give a word's inflected
 * forms one key ("Ringe", "Ringen" → "ring"), the same for index and query, not a linguist's root.
 * Short words and words with digits stay as they are, so "rot" or "18k" never lose letters.
 */
const hasVowel = (s: string) => /[aeiouy]/.test(s)
const plainWord = /^[a-z]{4,}$/

function stripFirst(word: string, suffixes: readonly string[], minStem: number): string {
  for (const suffix of suffixes) {
    if (!word.endsWith(suffix)) continue
    const stem = word.slice(0, -suffix.length)
    if (stem.length >= minStem && hasVowel(stem)) return stem
  }
  return word
}

// After Snowball's German steps 1 and 2, without its R1 region: a stem keeps three letters.
const GERMAN_STEP1 = ['ern', 'em', 'er', 'en', 'es', 'e'] as const
const GERMAN_STEP2 = ['ern', 'est', 'en', 'er'] as const

export function germanStem(word: string): string {
  if (!plainWord.test(word)) return word
  let stem = stripFirst(word, GERMAN_STEP1, 3)
  // Genitive and plural -s ("Rings", "Colliers") after the consonants German allows before it.
  if (stem === word && /[bdfghklmnrt]s$/.test(word) && word.length >= 5) stem = word.slice(0, -1)
  stem = stripFirst(stem, GERMAN_STEP2, 3)
  // Umlaut plurals ("Armbänder" → "armbaend") share the key of their singular ("armband").
  return stem.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u')
}

/** English plurals only ("necklaces", "earrings", "accessories"); -ing and -ed stay. */
export function englishStem(word: string): string {
  if (!plainWord.test(word)) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (/(?:ss|us|is)$/.test(word)) return word
  if (/(?:sses|xes|ches|shes|zes)$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s')) return word.slice(0, -1)
  return word
}

/** The stemmer for Latin words of a locale; Japanese and Chinese text meets Latin words in English. */
export function stemmerFor(locale: UrlLocale): (word: string) => string {
  return locale === 'de' ? germanStem : englishStem
}
