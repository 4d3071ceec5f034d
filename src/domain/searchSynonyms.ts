import type { UrlLocale } from '@/i18n/locales'

/**
 * Synonyms of the site search that editors keep in /admin (issue 21), as a hosted search's synonym
 * lists: two-way (every term finds what each of the others finds: Diamant ↔ Brillant) or one-way (the
 * input finds what its synonyms find, not back: Schmuck → Ring). Applied to the query, per locale.
 */
export const synonymTypes = ['twoWay', 'oneWay'] as const
export type SynonymType = (typeof synonymTypes)[number]

export type SynonymRule = { locale: UrlLocale; type: SynonymType; input?: string | null; synonyms: readonly string[] }

/** A synonym term is a word or a short phrase; longer phrases never meet a query's words. */
export const MAX_SYNONYM_WORDS = 3
export const MAX_SYNONYM_TERMS = 20
export const MAX_SYNONYM_LENGTH = 60

const terms = (list: readonly unknown[] | null | undefined) =>
  (list ?? [])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.trim())
    .filter(Boolean)

/** An editor's rule, checked: an error for the admin form, or null when it is usable. */
export function synonymRuleError(rule: { type?: unknown; input?: unknown; synonyms?: readonly unknown[] | null }): string | null {
  const list = terms(rule.synonyms)
  if (list.some((t) => t.length > MAX_SYNONYM_LENGTH)) return `Each term at most ${MAX_SYNONYM_LENGTH} characters`
  if (list.length > MAX_SYNONYM_TERMS) return `At most ${MAX_SYNONYM_TERMS} terms`
  if (rule.type === 'oneWay') {
    const input = typeof rule.input === 'string' ? rule.input.trim() : ''
    if (!input) return 'A one-way synonym needs the term customers type'
    if (input.length > MAX_SYNONYM_LENGTH) return `The term at most ${MAX_SYNONYM_LENGTH} characters`
    if (!list.length) return 'Give at least one synonym'
    return null
  }
  if (new Set(list.map((t) => t.toLowerCase())).size < 2) return 'A two-way synonym needs at least two different terms'
  return null
}

/** One line for the admin's list: "Diamant ↔ Brillant", "Schmuck → Ring, Kette". */
export function synonymSummary(rule: { type?: unknown; input?: unknown; synonyms?: readonly unknown[] | null }): string {
  const list = terms(rule.synonyms)
  if (rule.type === 'oneWay') return `${typeof rule.input === 'string' ? rule.input.trim() : ''} → ${list.join(', ')}`
  return list.join(' ↔ ')
}

/** The trade's vocabulary the demo house starts with; editors change it in /admin. */
export const seedSynonyms: readonly SynonymRule[] = [
  { locale: 'de', type: 'twoWay', synonyms: ['Diamant', 'Brillant'] },
  { locale: 'de', type: 'twoWay', synonyms: ['Rosé', 'Roségold', 'Rotgold'] },
  { locale: 'de', type: 'twoWay', synonyms: ['Trauring', 'Ehering'] },
  { locale: 'de', type: 'twoWay', synonyms: ['Verlobungsring', 'Antragsring'] },
  { locale: 'de', type: 'twoWay', synonyms: ['Collier', 'Halskette'] },
  { locale: 'de', type: 'twoWay', synonyms: ['Emaille', 'Email'] },
  { locale: 'de', type: 'oneWay', input: 'Bicolor', synonyms: ['Weißgold', 'Gelbgold'] },
  { locale: 'en', type: 'twoWay', synonyms: ['diamond', 'brilliant'] },
  { locale: 'en', type: 'twoWay', synonyms: ['rosé', 'rose gold', 'pink gold'] },
  { locale: 'en', type: 'twoWay', synonyms: ['wedding ring', 'wedding band'] },
  { locale: 'en', type: 'twoWay', synonyms: ['necklace', 'collier'] },
  { locale: 'en', type: 'twoWay', synonyms: ['jewellery', 'jewelry'] },
  { locale: 'en', type: 'twoWay', synonyms: ['colour', 'color'] },
  { locale: 'ja', type: 'twoWay', synonyms: ['ダイヤ', 'ダイヤモンド', 'ブリリアント'] },
  { locale: 'ja', type: 'twoWay', synonyms: ['ローズゴールド', 'ピンクゴールド', 'ロゼ'] },
  { locale: 'ja', type: 'twoWay', synonyms: ['マリッジリング', '結婚指輪'] },
  { locale: 'ja', type: 'twoWay', synonyms: ['エンゲージメントリング', '婚約指輪'] },
  { locale: 'zh-hans', type: 'twoWay', synonyms: ['钻石', '钻', '美钻'] },
  { locale: 'zh-hans', type: 'twoWay', synonyms: ['玫瑰金', '玫瑰色', '玫瑰粉', '红金'] },
  { locale: 'zh-hans', type: 'twoWay', synonyms: ['结婚戒指', '婚戒'] },
  { locale: 'zh-hans', type: 'twoWay', synonyms: ['订婚戒指', '求婚戒指'] },
]
