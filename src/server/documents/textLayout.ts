import 'server-only'
import { faceChain, faceFor, loadFace, type Face, type FontRole } from '@/server/documents/fonts'
import type { DocumentLanguage } from '@/domain/trade/orderDocuments'

/**
 * Text set in several faces at once. pdfkit draws a string in one font and wraps it on its own,
 * but a line of a document may hold a German street, a Japanese company name and a euro amount: it
 * is cut here into runs of one face each (fonts.ts chooses the face per character), measured per
 * run, wrapped by this module (between words, and between any two CJK characters except before
 * closing punctuation) and drawn run by run on a shared baseline, so faces with different ascenders
 * still sit on one line.
 */

type Doc = PDFKit.PDFDocument

export interface TextStyle {
  role: FontRole
  size: number
  color: string
  /** Extra space between characters, in points (the letterhead's tracked capitals). */
  tracking?: number
}

export interface Run {
  face: string
  text: string
  width: number
}

export interface Line {
  runs: Run[]
  width: number
}

/** Characters set one by one with a break allowed on either side: CJK ideographs, kana, hangul, CJK punctuation. */
const CJK = /[\u1100-\u11ff\u2e80-\u2fdf\u3000-\u30ff\u3100-\u31ff\u3200-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[\u{20000}-\u{3134f}]/u
/** Never at the start of a line (kinsoku): closing marks, small kana, the prolonged sound mark. */
const NO_LINE_START = /^[、。，．・：；！？）」』】〕〉》ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ，．：；！？）］｝]/u

export class TextSetter {
  private readonly registered = new Set<string>()

  constructor(
    private readonly doc: Doc,
    readonly language: DocumentLanguage,
  ) {}

  /** Selects a face and size on the document, registering the face the first time it is needed. */
  private use(face: string, file: Buffer, size: number): void {
    if (!this.registered.has(face)) {
      this.doc.registerFont(face, file)
      this.registered.add(face)
    }
    this.doc.font(face).fontSize(size)
  }

  /** `text` cut into runs of one face each. */
  runs(text: string, style: TextStyle): Run[] {
    const chain = faceChain(style.role, this.language)
    const runs: Run[] = []
    let current: { face: Face; text: string } | null = null
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0
      const face: Face = current && /\s/.test(char) ? current.face : faceFor(chain, codePoint)
      if (current && current.face.name === face.name) current.text += char
      else {
        if (current) runs.push(this.measured(current.face, current.text, style))
        current = { face, text: char }
      }
    }
    if (current) runs.push(this.measured(current.face, current.text, style))
    return runs
  }

  private measured(face: Face, text: string, style: TextStyle): Run {
    this.use(face.name, loadFace(face).buffer, style.size)
    return { face: face.name, text, width: this.doc.widthOfString(text, { characterSpacing: style.tracking ?? 0 }) }
  }

  private readonly widths = new Map<string, number>()

  /** The width of `text` on one line. */
  width(text: string, style: TextStyle): number {
    const key = `${style.role}:${style.size}:${style.tracking ?? 0}:${text}`
    let width = this.widths.get(key)
    if (width === undefined) {
      width = this.runs(text, style).reduce((sum, run) => sum + run.width, 0)
      this.widths.set(key, width)
    }
    return width
  }

  /**
   * `text` broken into lines no wider than `maxWidth` (an explicit "\n" breaks too). A word wider
   * than the line is cut between characters rather than left to run over the margin.
   */
  wrap(text: string, style: TextStyle, maxWidth: number): Line[] {
    const lines: Line[] = []
    for (const paragraph of text.split('\n')) {
      // Widths add up unit by unit (a kerning pair across two units is left out, a fraction of a
      // point): measuring each candidate line whole made a long order's layout quadratic.
      let line = ''
      let lineWidth = 0
      for (const unit of breakUnits(paragraph)) {
        const visible = this.width(unit.trimEnd(), style)
        if (line === '' || lineWidth + visible <= maxWidth) {
          line += unit
          lineWidth += this.width(unit, style)
          continue
        }
        lines.push(this.line(line.trimEnd(), style))
        line = unit.trimStart()
        lineWidth = this.width(line, style)
      }
      // What is left may still be one over-long word.
      for (const piece of this.cut(line.trimEnd(), style, maxWidth)) lines.push(this.line(piece, style))
    }
    return lines
  }

  /** An over-long piece cut at the last character that fits (a 40-character engraving, a long IBAN). */
  private cut(text: string, style: TextStyle, maxWidth: number): string[] {
    if (this.width(text, style) <= maxWidth) return [text]
    const chars = [...text]
    let end = chars.length
    while (end > 1 && this.width(chars.slice(0, end).join(''), style) > maxWidth) end -= 1
    return [chars.slice(0, end).join(''), ...this.cut(chars.slice(end).join(''), style, maxWidth)]
  }

  private line(text: string, style: TextStyle): Line {
    const runs = this.runs(text, style)
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) }
  }

  /** Draws one line with its baseline at `baseline`, starting at `x`. */
  drawLine(line: Line, x: number, baseline: number, style: TextStyle): void {
    let left = x
    for (const run of line.runs) {
      this.doc.font(run.face).fontSize(style.size).fillColor(style.color)
      this.doc.text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic', characterSpacing: style.tracking ?? 0 })
      left += run.width
    }
  }

  /** Lines drawn from the baseline `baseline` down, each `leading` apart, aligned in [x, x + width]. */
  drawLines(lines: Line[], x: number, baseline: number, style: TextStyle, leading: number, align: 'left' | 'right' | 'center' = 'left', width = 0): void {
    lines.forEach((line, index) => {
      const offset = align === 'right' ? width - line.width : align === 'center' ? (width - line.width) / 2 : 0
      this.drawLine(line, x + offset, baseline + index * leading, style)
    })
  }
}

/** The pieces a paragraph may break between: words with their trailing spaces, CJK characters one by one. */
export function breakUnits(text: string): string[] {
  const units: string[] = []
  let word = ''
  const flush = () => {
    if (word) units.push(word)
    word = ''
  }
  for (const char of text) {
    if (CJK.test(char)) {
      if (NO_LINE_START.test(char) && (word || units.length > 0)) {
        // Closing marks and small kana cling to what stands before them.
        if (word) word += char
        else units[units.length - 1] += char
        continue
      }
      flush()
      word = char
      flush()
    } else if (/\s/.test(char)) {
      // A space goes with what stands before it, a CJK character too.
      if (!word && units.length > 0) units[units.length - 1] += char
      else {
        word += char
        flush()
      }
    } else {
      if (word && /\s$/.test(word)) flush()
      word += char
    }
  }
  flush()
  return units
}
