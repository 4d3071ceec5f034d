import { existsSync, readFileSync } from 'node:fs'
import { create, type Font } from 'fontkit'
import { describe, expect, it } from 'vitest'
import { documentLanguages } from '@/domain/trade/orderDocuments'
import { faceChain, faceFor, woffToSfnt, type FontRole } from '@/server/documents/fonts'

const roles: FontRole[] = ['display', 'text', 'light', 'strong']

describe('the order documents’ faces', () => {
  it('are all installed, for every role and language (a renamed package fails here, not on a customer’s invoice)', () => {
    const files = new Set(roles.flatMap((role) => documentLanguages.flatMap((language) => faceChain(role, language).faces.map((face) => face.file))))
    expect(files.size).toBe(4 * 2 + 2 * 3)
    for (const file of files) expect(existsSync(file), file).toBe(true)
  })

  it('unwrap a WOFF into the same font as TrueType', () => {
    const file = faceChain('text', 'de').faces[0].file
    const woff = readFileSync(file)
    const sfnt = woffToSfnt(woff)
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000)
    const fromWoff = create(woff) as Font
    const fromSfnt = create(sfnt) as Font
    expect(fromSfnt.type).toBe('TTF')
    expect(fromSfnt.postscriptName).toBe(fromWoff.postscriptName)
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs)
    expect(fromSfnt.characterSet).toEqual(fromWoff.characterSet)
    const sample = 'Maximilianstraße 1.234,56 €'
    expect(fromSfnt.layout(sample).advanceWidth).toBe(fromWoff.layout(sample).advanceWidth)
  })

  it('take the house’s faces for Latin and the language’s CJK face for Han characters', () => {
    const name = (role: FontRole, language: (typeof documentLanguages)[number], char: string) =>
      faceFor(faceChain(role, language), char.codePointAt(0) ?? 0).name
    expect(name('text', 'de', 'a')).toBe('jost-latin-400')
    expect(name('text', 'de', 'Ł')).toBe('jost-latin-ext-400')
    expect(name('display', 'de', 'R')).toBe('cormorant-garamond-latin-500')
    // One Han character, three forms: the document's language decides.
    expect(name('text', 'ja', '直')).toBe('noto-sans-jp-400')
    expect(name('text', 'zh-hans', '直')).toBe('noto-sans-sc-400')
    expect(name('text', 'ko', '直')).toBe('noto-sans-kr-400')
    // A simplified character Japanese fonts lack, and Hangul in a German document.
    expect(name('text', 'ja', '这')).toBe('noto-sans-sc-400')
    expect(name('strong', 'de', '한')).toBe('noto-sans-kr-500')
  })
})
