import { describe, expect, it } from 'vitest'
import { fold, runs } from '@/server/search/normalize'
import { englishStem, germanStem } from '@/server/search/stem'
import { analyzeQuery, analyzeText, cjkGrams } from '@/server/search/tokenize'
import { withinOneEdit } from '@/server/search/typo'

// Issue 6: "German stemming and umlaut/ß folding ("Ringe" finds Ring, "Weissgold" finds Weißgold)
// and word parts ("Goldring" for "ring"); typo tolerance of one edit for words of 5+ letters;
// Japanese and Chinese found inside longer text; prefix matching for suggestions."
describe('folding', () => {
  it('writes umlauts and ß the way a German types them without those keys', () => {
    expect(fold('Weißgold')).toBe('weissgold')
    expect(fold('WEISSGOLD')).toBe(fold('Weißgold'))
    expect(fold('München')).toBe('muenchen')
    expect(fold('Herzstück')).toBe('herzstueck')
    expect(fold('GRÜN')).toBe('gruen')
  })

  it('drops other accents and widths', () => {
    expect(fold('Rosé Pavé')).toBe('rose pave')
    expect(fold('ＲＩＮＧ１８９７')).toBe('ring1897')
  })

  it('keeps kana voicing and reads hiragana as katakana', () => {
    expect(fold('ダイヤモンド')).toBe('ダイヤモンド')
    expect(fold('ねっくれす')).toBe('ネックレス')
    expect(fold('ﾈｯｸﾚｽ')).toBe('ネックレス')
  })

  it('splits words from CJK runs', () => {
    expect(runs(fold('Solitär 1897 エンゲージメントリング・限定'))).toEqual([
      { cjk: false, text: 'solitaer' },
      { cjk: false, text: '1897' },
      { cjk: true, text: 'エンゲージメントリング' },
      { cjk: true, text: '限定' },
    ])
  })
})

describe('German stems', () => {
  it('gives a word and its inflections one key', () => {
    for (const w of ['ring', 'ringe', 'ringen', 'rings', 'ringes']) expect(germanStem(w), w).toBe('ring')
    expect(germanStem('kette')).toBe(germanStem('ketten'))
    expect(germanStem('brillanten')).toBe(germanStem('brillant'))
    expect(germanStem('colliers')).toBe(germanStem('collier'))
    expect(germanStem('creolen')).toBe(germanStem('creole'))
    expect(germanStem('goldene')).toBe('gold')
  })

  it('meets umlaut plurals with their singular', () => {
    expect(germanStem(fold('Armbänder'))).toBe(germanStem('armband'))
    expect(germanStem(fold('Anhänger'))).toBe(germanStem(fold('Anhängern')))
  })

  it('leaves short words and numbers alone', () => {
    expect(germanStem('rot')).toBe('rot')
    expect(germanStem('rose')).toBe('ros')
    expect(germanStem('stern')).toBe('stern')
    expect(germanStem('1897')).toBe('1897')
    expect(germanStem('18kt')).toBe('18kt')
  })
})

describe('English stems', () => {
  it('folds plurals only', () => {
    expect(englishStem('necklaces')).toBe('necklace')
    expect(englishStem('earrings')).toBe('earring')
    expect(englishStem('accessories')).toBe('accessory')
    expect(englishStem('brooches')).toBe('brooch')
    expect(englishStem('glass')).toBe('glass')
    expect(englishStem('ring')).toBe('ring')
  })
})

describe('CJK pieces', () => {
  it('stores two-character pieces, one character on its own', () => {
    expect(cjkGrams('钻石项链')).toEqual(['钻石', '石项', '项链'])
    expect(cjkGrams('金')).toEqual(['金'])
    expect(analyzeText('ダイヤモンドネックレス', 'ja').grams).toContain('ネッ')
  })

  it('indexes Latin words inside Japanese and Chinese text', () => {
    const terms = analyzeText('1897 单钻 Solitaire', 'zh-hans')
    expect(terms.words).toEqual(['1897', 'solitaire'])
    expect(terms.grams).toEqual(['单钻', '单', '钻'])
  })
})

describe('queries', () => {
  it('reads the last word as a prefix unless the query ends in a space', () => {
    expect(analyzeQuery('Ring Herzst', 'de').map((w) => w.prefix)).toEqual([false, true])
    expect(analyzeQuery('Herzst ', 'de').map((w) => w.prefix)).toEqual([false])
  })

  it('lets little words go unmatched when others are there', () => {
    expect(analyzeQuery('Ring aus Weißgold', 'de').map((w) => w.optional)).toEqual([false, true, false])
    expect(analyzeQuery('in', 'de').map((w) => w.optional)).toEqual([false])
  })
})

describe('one edit', () => {
  it('counts a change, an extra or missing letter and a swap as one', () => {
    expect(withinOneEdit('necklase', 'necklace')).toBe(true)
    expect(withinOneEdit('armbnad', 'armband')).toBe(true)
    expect(withinOneEdit('armbad', 'armband')).toBe(true)
    expect(withinOneEdit('armbannd', 'armband')).toBe(true)
    expect(withinOneEdit('ring', 'ring')).toBe(true)
  })

  it('refuses two edits', () => {
    expect(withinOneEdit('armbnda', 'armband')).toBe(false)
    expect(withinOneEdit('necklce', 'neckline')).toBe(false)
    expect(withinOneEdit('ring', 'ringen')).toBe(false)
  })
})
