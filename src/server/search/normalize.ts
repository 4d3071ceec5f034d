/**
 * One folding for the index and the query, so any spelling a visitor may type meets the stored one:
 * "Weißgold", "Weissgold" and "WEISSGOLD" all become "weissgold"; "München" and "Muenchen" both
 * "muenchen" (the German transcription, which a German visitor without umlaut keys types).
 */
const LETTER_FOLDS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' }

export function fold(text: string): string {
  return (
    text
      // Full-width Latin and half-width katakana become their ordinary forms.
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[äöüßæœøłđ]/g, (c) => LETTER_FOLDS[c])
      // Other accents go (é → e); only Latin letters, since kana keep their voicing marks.
      .replace(/[\u00c0-\u024f\u1e00-\u1eff]/g, (c) => c.normalize('NFD').replace(/\p{M}/gu, ''))
      // Hiragana as katakana: the same word typed in either script matches.
      .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
  )
}

const CJK_CHAR = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\u30fc'
/** Runs of CJK characters (no spaces between words) or of other letters and digits (words). */
const RUN = new RegExp(`([${CJK_CHAR}]+)|((?:(?![${CJK_CHAR}])[\\p{L}\\p{N}])+)`, 'gu')

export type Run = { cjk: boolean; text: string }

/** The words and CJK runs of folded text, in order. */
export function runs(folded: string): Run[] {
  const out: Run[] = []
  for (const m of folded.matchAll(RUN)) out.push(m[1] ? { cjk: true, text: m[1] } : { cjk: false, text: m[2] })
  return out
}
