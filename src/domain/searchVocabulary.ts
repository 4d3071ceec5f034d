import type { UrlLocale } from '@/i18n/locales'
import { booleanFilters, filterValues, type BooleanFilter, type ProductType } from '@/domain/productFilters'

/**
 * What a piece *is*, in the words customers type (issue 21): the site search indexes these with every
 * product beside its name, at a weight below every written field, so "Ohrringe" finds the Creolen
 * and Ohrstecker and "指輪" the pieces named リング. Data only: the index reads it, nothing branches on it.
 *
 * Each entry is one term. Latin terms are matched by word, stem, prefix and typo (never as a part of a
 * longer word, so "Ring" does not find "Ohrringe"); Japanese and Chinese terms are matched whole (so
 * "リング" does not find "イヤリング").
 */
type Words = Readonly<Record<UrlLocale, readonly string[]>>

/** The everyday words for each product type. Earrings cover studs and hoops; necklaces chains, pendants on chains and colliers. */
export const kindWords: Readonly<Record<ProductType, Words>> = {
  ring: {
    de: ['Ring', 'Ringe', 'Fingerring'],
    en: ['ring', 'rings'],
    ja: ['指輪', 'ゆびわ', 'リング'],
    'zh-hans': ['戒指', '指环'],
  },
  necklace: {
    de: ['Halskette', 'Halsketten', 'Kette', 'Ketten', 'Collier', 'Colliers', 'Anhänger', 'Kettenanhänger', 'Halsschmuck'],
    en: ['necklace', 'necklaces', 'chain', 'chains', 'pendant', 'pendants', 'collier'],
    ja: ['ネックレス', 'ペンダント', 'チェーン', '首飾り', 'コリエ'],
    'zh-hans': ['项链', '颈链', '吊坠', '链子'],
  },
  earrings: {
    de: ['Ohrringe', 'Ohrring', 'Ohrschmuck'],
    en: ['earrings', 'earring'],
    ja: ['ピアス', 'イヤリング', '耳飾り'],
    'zh-hans': ['耳环', '耳饰'],
  },
  bracelet: {
    de: ['Armband', 'Armbänder', 'Armkette', 'Armschmuck'],
    en: ['bracelet', 'bracelets', 'bangle'],
    ja: ['ブレスレット', '腕輪', 'バングル'],
    'zh-hans': ['手链', '手镯', '手环'],
  },
  amulet: {
    de: ['Amulett', 'Amulette', 'Anhänger', 'Glücksbringer', 'Talisman'],
    en: ['amulet', 'amulets', 'charm', 'charms', 'pendant', 'talisman'],
    ja: ['アミュレット', 'チャーム', 'お守り', 'ペンダント'],
    'zh-hans': ['护身符', '吊坠', '坠饰'],
  },
  ronde: {
    de: ['Ronde', 'Anhänger'],
    en: ['ronde', 'pendant'],
    ja: ['ロンド', 'ペンダント'],
    'zh-hans': ['圆牌', '吊坠'],
  },
}

type FilterGroup = keyof typeof filterValues | 'filterBraceletClasp'

/**
 * Filter values whose catalogue label (`filter.values.<group>.<value>`) is indexed. A value that says
 * what a piece lacks ("Ohne Diamanten") is left out: its words would find the very pieces without them.
 */
export const unindexedFilterValues: Readonly<Partial<Record<FilterGroup, readonly string[]>>> = {
  filterRingDiamonds: ['none'],
}

/** Booleans whose label (`filter.values.booleanFilters.<name>`) is indexed when the piece has them. */
export const indexedBooleans: readonly BooleanFilter[] = booleanFilters

/** Words customers use for a filter value besides its catalogue label. */
export const filterValueWords: Readonly<Partial<Record<FilterGroup, Readonly<Record<string, Words>>>>> = {
  filterAlloy: {
    white_gold: { de: ['Weißgold', 'Gold'], en: ['white gold', 'gold'], ja: ['ホワイトゴールド', 'ゴールド', '金'], 'zh-hans': ['白金', '金'] },
    yellow_gold: { de: ['Gelbgold', 'Gold'], en: ['yellow gold', 'gold'], ja: ['イエローゴールド', 'ゴールド', '金'], 'zh-hans': ['黄金', '金'] },
  },
  filterRingDiamonds: {
    multiple: {
      de: ['Diamant', 'Diamanten', 'Brillant', 'Brillanten'],
      en: ['diamond', 'diamonds'],
      ja: ['ダイヤモンド', 'ダイヤ'],
      'zh-hans': ['钻石', '钻'],
    },
    solitaire: {
      de: ['Solitär', 'Diamant', 'Brillant'],
      en: ['solitaire', 'diamond'],
      ja: ['ソリテール', 'ダイヤモンド', 'ダイヤ'],
      'zh-hans': ['单钻', '钻石', '钻'],
    },
  },
  filterEarringsType: {
    hoop_earrings: { de: ['Creolen', 'Creole'], en: ['hoops', 'hoop', 'hoop earrings'], ja: ['フープピアス', 'フープ'], 'zh-hans': ['耳圈', '圈形耳环'] },
    ear_studs: { de: ['Ohrstecker', 'Stecker'], en: ['studs', 'stud', 'ear studs'], ja: ['スタッドピアス', 'スタッド'], 'zh-hans': ['耳钉'] },
  },
}

/** Words for a boolean property besides its label ("Mit Emaille"). */
export const booleanWords: Readonly<Partial<Record<BooleanFilter, Words>>> = {
  hasEnamel: { de: ['Emaille', 'Email'], en: ['enamel'], ja: ['エナメル'], 'zh-hans': ['珐琅'] },
  hasMultipleDiamonds: {
    de: ['Diamant', 'Diamanten', 'Brillant', 'Brillanten'],
    en: ['diamond', 'diamonds'],
    ja: ['ダイヤモンド', 'ダイヤ'],
    'zh-hans': ['钻石', '钻'],
  },
  hasHeartSymbol: { de: ['Herz'], en: ['heart'], ja: ['ハート'], 'zh-hans': ['心形'] },
  isLimited: { de: ['limitiert', 'Limitierte Edition'], en: ['limited', 'limited edition'], ja: ['限定'], 'zh-hans': ['限量'] },
}

/** The labels of the `filter` message namespace the vocabulary reads, per locale. */
export type FilterLabels = { values: Record<string, Record<string, string>> }

/** The filter facts of a product the vocabulary reads (the catalogue's filter attributes). */
export type ProductFacts = { type?: unknown } & Partial<Record<FilterGroup | BooleanFilter, unknown>>

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

/**
 * The terms that say what a piece is, in one locale: its kind's words, its filter values' labels and
 * everyday words, and its true booleans. Duplicates removed, order kept.
 */
export function productVocabulary(product: ProductFacts, locale: UrlLocale, labels: FilterLabels): string[] {
  const terms: string[] = []
  const type = typeof product.type === 'string' ? (product.type as ProductType) : undefined
  if (type && kindWords[type]) terms.push(...kindWords[type][locale])
  for (const group of [...(Object.keys(filterValues) as FilterGroup[]), 'filterBraceletClasp' as const]) {
    for (const value of list(product[group])) {
      if (unindexedFilterValues[group]?.includes(value)) continue
      const label = labels.values[group]?.[value]
      if (label) terms.push(label)
      terms.push(...(filterValueWords[group]?.[value]?.[locale] ?? []))
    }
  }
  for (const name of indexedBooleans) {
    if (product[name] !== true) continue
    const label = labels.values.booleanFilters?.[name]
    if (label) terms.push(label)
    terms.push(...(booleanWords[name]?.[locale] ?? []))
  }
  return [...new Set(terms)]
}
