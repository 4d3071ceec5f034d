#!/usr/bin/env node
/**
 * Freezes the country lists of spec 1 §3 into src/domain/countries/data/<locale>.json.
 *
 * Codes come from i18n-iso-countries, names from Intl.DisplayNames. The names are frozen because
 * DisplayNames answers with the CLDR data of whatever ICU the running Node carries: a Node upgrade
 * would otherwise rename countries (and reorder the select) in production without a diff to review.
 * Re-run after upgrading i18n-iso-countries or when names should follow a newer CLDR, and review
 * the diff: `node tools/data/freeze-countries.mjs`. Sorted with the locale's collation, Japanese by the
 * reading of names that begin with kanji (`jaReadings`).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import countries from 'i18n-iso-countries'

/** File name (the app's data locale) → BCP 47 tag for Intl. Mirrors src/i18n/locales.ts htmlLang. */
const locales = { de: 'de', en: 'en', ja: 'ja', 'zh-hans': 'zh-Hans', ko: 'ko' }

/**
 * Reviewed departures from CLDR, by locale and alpha-2 code. Keep this small: every entry says why.
 */
const overrides = {
  de: {
    // CLDR's long form ("Sonderverwaltungsregion Hongkong") sorts under S and nobody looks there.
    HK: 'Hongkong',
    MO: 'Macau',
  },
  en: {
    // "Hong Kong SAR China" / "Macao SAR China": the administrative form, overlong in a select.
    HK: 'Hong Kong',
    MO: 'Macao',
    // "Myanmar (Burma)": the bracketed former name is an aside a country picker does not need.
    MM: 'Myanmar',
  },
  ja: {
    // "中華人民共和国香港特別行政区": the full administrative title, overlong in a select.
    HK: '香港',
    MO: 'マカオ',
    // "ミャンマー (ビルマ)": same as en, and its half-width bracket and space stand out in Japanese.
    MM: 'ミャンマー',
  },
  'zh-hans': {
    // "中国香港特别行政区": shortened to the form mainland Chinese shops use; keeps the 中国 prefix.
    HK: '中国香港',
    MO: '中国澳门',
    // Mainland Chinese usage (and regulatory expectation for brands selling there) for the
    // zh-hans audience; every other locale keeps CLDR's "Taiwan". Reviewed: market decision.
    TW: '中国台湾',
  },
  ko: {
    // "홍콩(중국 특별행정구)": the bracketed status is overlong in a select.
    HK: '홍콩',
    MO: '마카오',
  },
}

/**
 * Readings of the Japanese names that begin with kanji, by alpha-2. Collation cannot read kanji: ICU
 * puts every kanji name after the last kana one, so 日本 came after ロシア instead of among the に
 * names, where a Japanese reader looks for it. The list is sorted by these readings; the names
 * themselves are unchanged. The script stops when a kanji-leading name has no reading, so a new or
 * renamed country is read by a person, not guessed.
 */
export const jaReadings = {
  IO: 'えいりょうインドようちいき',
  VG: 'えいりょうヴァージンしょとう',
  KR: 'かんこく',
  HK: 'ほんこん',
  UM: 'がっしゅうこくりょうゆうしょうりとう',
  EH: 'にしサハラ',
  GQ: 'せきどうギニア',
  TW: 'たいわん',
  CF: 'ちゅうおうアフリカきょうわこく',
  CN: 'ちゅうごく',
  TL: 'ひがしティモール',
  ZA: 'みなみアフリカ',
  SS: 'みなみスーダン',
  AQ: 'なんきょく',
  JP: 'にほん',
  GF: 'ふつりょうギアナ',
  PF: 'ふつりょうポリネシア',
  TF: 'ふつりょうきょくなんしょとう',
  VI: 'べいりょうヴァージンしょとう',
  AS: 'べいりょうサモア',
  MK: 'きたマケドニア',
  MP: 'きたマリアナしょとう',
  KP: 'きたちょうせん',
}

const startsWithKanji = (name) => /^\p{Script=Han}/u.test(name)

/** What a locale's list is sorted by: the name, or in Japanese the reading of a kanji-leading name. */
export function sortKey(locale, alpha2, name) {
  if (locale !== 'ja' || !startsWithKanji(name)) return name
  const reading = jaReadings[alpha2.toUpperCase()]
  if (!reading) throw new Error(`no reading for the Japanese name ${name} (${alpha2}): add one to jaReadings`)
  return reading
}

function freeze() {
  const outDir = path.resolve(import.meta.dirname, '../../src/domain/countries/data')
  mkdirSync(outDir, { recursive: true })

  const codes = Object.entries(countries.getAlpha2Codes()) // [['DE', 'DEU'], ...]

  for (const [locale, tag] of Object.entries(locales)) {
    const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' })
    const collator = new Intl.Collator(tag)
    const localeOverrides = overrides[locale] ?? {}
    for (const code of Object.keys(localeOverrides)) {
      if (!countries.isValid(code)) throw new Error(`override for unknown code ${locale}/${code}`)
    }
    const list = codes.map(([alpha2, alpha3]) => {
      const name = localeOverrides[alpha2] ?? names.of(alpha2)
      // DisplayNames falls back to the code itself when CLDR has no name: that must be reviewed.
      if (!name || name === alpha2) throw new Error(`no ${locale} name for ${alpha2}: add an override`)
      const numeric = countries.alpha2ToNumeric(alpha2)
      if (!numeric) throw new Error(`no numeric code for ${alpha2}`)
      return { id: Number(numeric), alpha2: alpha2.toLowerCase(), alpha3: alpha3.toLowerCase(), name }
    })
    const key = (c) => sortKey(locale, c.alpha2, c.name)
    list.sort((a, b) => collator.compare(key(a), key(b)) || collator.compare(a.name, b.name) || a.alpha2.localeCompare(b.alpha2))
    const file = path.join(outDir, `${locale}.json`)
    // One entry a line: small diffs when a name changes, still a plain JSON array.
    writeFileSync(file, `[\n${list.map((c) => `  ${JSON.stringify(c)}`).join(',\n')}\n]\n`)
    console.log(`${path.relative(process.cwd(), file)}: ${list.length} countries`)
  }
  console.log(`frozen with ICU ${process.versions.icu} (CLDR ${process.versions.cldr}), i18n-iso-countries codes`)
}

// Run as a script; imported (the unit test of the order), it only lends its readings.
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) freeze()
