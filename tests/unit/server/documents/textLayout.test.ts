import PDFDocument from 'pdfkit'
import { describe, expect, it } from 'vitest'
import { breakUnits, TextSetter, type TextStyle } from '@/server/documents/textLayout'

describe('breakUnits', () => {
  it('keeps Latin words whole with their spaces', () => {
    expect(breakUnits('Collier Étoile, Weißgold 585')).toEqual(['Collier ', 'Étoile, ', 'Weißgold ', '585'])
  })

  it('lets CJK text break between any two characters, but never before a closing mark or small kana', () => {
    expect(breakUnits('ご注文を承りました。')).toEqual(['ご', '注', '文', 'を', '承', 'り', 'ま', 'し', 'た。'])
    expect(breakUnits('銀座ビル3階')).toEqual(['銀', '座', 'ビ', 'ル', '3', '階'])
    expect(breakUnits('ショップ')).toEqual(['ショッ', 'プ'])
    expect(breakUnits('서울특별시 강남구')).toEqual(['서', '울', '특', '별', '시 ', '강', '남', '구'])
  })
})

describe('TextSetter', () => {
  const style: TextStyle = { role: 'text', size: 9, color: '#000' }

  it('wraps mixed German and Japanese text within the width, each run in a face that has its glyphs', () => {
    const doc = new PDFDocument({ size: 'A4' })
    const setter = new TextSetter(doc, 'ja')
    const text = 'Ring „Aurora“ 株式会社銀座宝飾 中央区銀座四丁目5番6号 Weißgold 750, Ringweite 54'
    const lines = setter.wrap(text, style, 120)
    expect(lines.length).toBeGreaterThan(2)
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(120.5)
    // Nothing lost or added: only the spaces where a line ends are dropped.
    const printed = lines.map((line) => line.runs.map((run) => run.text).join('')).join(' ')
    expect(printed.replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''))
    const faces = new Set(lines.flatMap((line) => line.runs.map((run) => run.face)))
    expect(faces).toEqual(new Set(['jost-latin-400', 'noto-sans-jp-400']))
    doc.end()
  })

  it('cuts a word longer than the line between characters', () => {
    const doc = new PDFDocument({ size: 'A4' })
    const setter = new TextSetter(doc, 'de')
    const lines = setter.wrap('DE89666500850000123456DE89666500850000123456', style, 60)
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(60)
    expect(lines.map((line) => line.runs.map((run) => run.text).join('')).join('')).toBe('DE89666500850000123456DE89666500850000123456')
    doc.end()
  })
})
