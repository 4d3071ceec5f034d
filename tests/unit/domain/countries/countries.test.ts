import { describe, expect, it } from 'vitest'
import countriesPackage from 'i18n-iso-countries'
import { countries, countryByAlpha2, countryName, countryOptions } from '@/domain/countries/countries'
import { dataLocales, htmlLang } from '@/i18n/locales'
import { countryEntries } from '@/server/cms/getDatasourceEntries'
import { jaReadings, sortKey } from '../../../../tools/data/freeze-countries.mjs'

const isoCodes = Object.keys(countriesPackage.getAlpha2Codes())

describe('frozen country lists', () => {
  it.each(dataLocales)('%s: every ISO 3166-1 country, once, with lower-case codes and a numeric id', (locale) => {
    const list = countries(locale)
    expect(list.length).toBeGreaterThanOrEqual(245)
    expect(list.length).toBe(isoCodes.length)
    expect(new Set(list.map((c) => c.alpha2))).toEqual(new Set(isoCodes.map((c) => c.toLowerCase())))
    expect(new Set(list.map((c) => c.alpha3)).size).toBe(list.length)
    expect(new Set(list.map((c) => c.id)).size).toBe(list.length)
    for (const c of list) {
      expect(c.alpha2).toMatch(/^[a-z]{2}$/)
      expect(c.alpha3).toMatch(/^[a-z]{3}$/)
      expect(Number.isInteger(c.id)).toBe(true)
      expect(c.id).toBe(Number(countriesPackage.alpha2ToNumeric(c.alpha2.toUpperCase())))
      expect(c.alpha3).toBe(countriesPackage.alpha2ToAlpha3(c.alpha2.toUpperCase())?.toLowerCase())
      // A name that came out as the raw code would have needed an override.
      expect(c.name.length).toBeGreaterThan(0)
      expect(c.name.toUpperCase()).not.toBe(c.alpha2.toUpperCase())
    }
  })

  it('every locale lists the same countries', () => {
    const codes = (locale: (typeof dataLocales)[number]) =>
      countries(locale)
        .map((c) => `${c.alpha2}/${c.alpha3}/${c.id}`)
        .sort()
    for (const locale of dataLocales) expect(codes(locale)).toEqual(codes('de'))
  })

  it.each(dataLocales)('%s: sorted by name with the locale collation (Japanese kanji names by reading)', (locale) => {
    const collator = new Intl.Collator(htmlLang[locale])
    const keys = countries(locale).map((c) => sortKey(locale, c.alpha2, c.name) as string)
    // If this fails after a Node upgrade, the ICU collation changed: re-run tools/data/freeze-countries.mjs.
    expect(keys).toEqual([...keys].sort(collator.compare))
  })

  it('Japanese names that begin with kanji sort by their reading, among the kana names', () => {
    const names = countries('ja').map((c) => c.name)
    const at = (name: string) => names.indexOf(name)
    // 日本 (にほん) among the に names, 中国 (ちゅうごく) among the ち names, not after ロシア.
    expect(at('ニジェール')).toBeLessThan(at('日本'))
    expect(at('日本')).toBeLessThan(at('ニューカレドニア'))
    expect(at('チャド')).toBeLessThan(at('中国'))
    expect(at('中国')).toBeLessThan(at('チュニジア'))
    expect(at('カメルーン')).toBeLessThan(at('韓国'))
    expect(at('韓国')).toBeLessThan(at('ギニア'))
    expect(at('タイ')).toBeLessThan(at('台湾'))
    expect(at('北朝鮮')).toBeLessThan(at('ギニア'))
    expect(names.at(-1)).toBe('ロシア')
    // Every reading belongs to a kanji-leading name of the list; none is left over.
    for (const code of Object.keys(jaReadings)) expect(countryName('ja', code), code).toMatch(/^\p{Script=Han}/u)
  })

  it('German order puts umlauts with their base letter', () => {
    const names = countries('de').map((c) => c.name)
    const at = (name: string) => names.indexOf(name)
    expect(names[0]).toBe('Afghanistan')
    expect(at('Ägypten')).toBeLessThan(at('Äthiopien'))
    expect(at('Ägypten')).toBeLessThan(at('Albanien'))
    expect(at('Äthiopien')).toBeLessThan(at('Australien'))
    expect(at('Österreich')).toBeGreaterThan(at('Oman'))
    expect(at('Österreich')).toBeLessThan(at('Pakistan'))
    // Not a code-point sort, which would put every umlaut after Z.
    expect(at('Ägypten')).toBeLessThan(at('Belgien'))
  })

  it('Japanese, Chinese and Korean follow their own collation, not code points', () => {
    // Japanese: kana order (ア before イ); Chinese: pinyin (阿尔巴尼亚 a… first, 中国 zhōng… late);
    // Korean: Hangul order (가나 first).
    expect(countries('ja')[0].name).toBe('アイスランド')
    expect(countries('zh-hans')[0].name).toBe('阿尔巴尼亚')
    const zh = countries('zh-hans').map((c) => c.name)
    expect(zh.indexOf('中国')).toBeGreaterThan(zh.indexOf('英国'))
    expect(countries('ko')[0].name).toBe('가나')
  })

  it('applies the reviewed overrides', () => {
    expect(countryName('de', 'HK')).toBe('Hongkong')
    expect(countryName('en', 'hk')).toBe('Hong Kong')
    expect(countryName('en', 'MM')).toBe('Myanmar')
    expect(countryName('ja', 'HK')).toBe('香港')
    expect(countryName('zh-hans', 'TW')).toBe('中国台湾')
    expect(countryName('ko', 'MO')).toBe('마카오')
    // Untouched names still come from CLDR.
    expect(countryName('de', 'DE')).toBe('Deutschland')
    expect(countryName('ja', 'JP')).toBe('日本')
    expect(countryName('ko', 'KR')).toBe('대한민국')
    expect(countryName('de', 'TW')).toBe('Taiwan')
  })

  it('looks a country up by alpha-2 in either case', () => {
    expect(countryByAlpha2('de', 'de')).toEqual({ id: 276, alpha2: 'de', alpha3: 'deu', name: 'Deutschland' })
    expect(countryByAlpha2('en', 'CH')?.name).toBe('Switzerland')
    expect(countryName('en', 'ZZ')).toBeUndefined()
  })
})

describe('countryOptions', () => {
  it.each(dataLocales)('%s: upper-case alpha-2 values in the frozen order, no empty entry', (locale) => {
    const options = countryOptions(locale)
    expect(options.map((o) => o.label)).toEqual(countries(locale).map((c) => c.name))
    for (const o of options) expect(o.value).toMatch(/^[A-Z]{2}$/)
    // The empty choice belongs to CountrySelect, not the list.
    expect(options.some((o) => o.value === '')).toBe(false)
  })
})

describe('countries datasource', () => {
  it('is the frozen list: numeric id, upper-case value, English name, localized dimension_value', () => {
    const entries = countryEntries('ja')
    expect(entries).toHaveLength(countries('en').length)
    expect(entries.map((e) => e.name)).toEqual(countries('en').map((c) => c.name))
    expect(entries.find((e) => e.value === 'DE')).toEqual({ id: 276, name: 'Germany', value: 'DE', dimension_value: 'ドイツ' })
    expect(entries.find((e) => e.value === 'HK')).toMatchObject({ name: 'Hong Kong', dimension_value: '香港' })
  })

  it('takes the dimension in any case and has no dimension_value without one', () => {
    expect(countryEntries('ZH-HANS').find((e) => e.value === 'TW')?.dimension_value).toBe('中国台湾')
    expect(countryEntries('ko').find((e) => e.value === 'KR')?.dimension_value).toBe('대한민국')
    expect(countryEntries(undefined).every((e) => e.dimension_value === null)).toBe(true)
    expect(countryEntries('fr').every((e) => e.dimension_value === null)).toBe(true)
  })
})
