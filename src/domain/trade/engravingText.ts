import { formMessage } from '@/domain/forms/fields'
import { isEngravingSymbol, type EngravingSymbol } from '@/domain/trade/engravingSymbols'

/**
 * An engraving text holds letters and the 17 symbols. A symbol is written inside the text as a
 * token of its name in braces, "Anna {heart_filled} Ben", so the text stays a plain string that
 * the cart, the order and the engraver's sheet carry unchanged, and braces never occur otherwise.
 */
export type EngravingSegment = { kind: 'text'; text: string } | { kind: 'symbol'; symbol: EngravingSymbol }

/**
 * At most 30 characters, a symbol counting as one: what fits on the inside of a narrow ring in
 * the cursive type. The engraver may lower it per type later; the rule stays in one place.
 */
export const ENGRAVING_TEXT_MAX_LENGTH = 30

/**
 * Letters and marks of any script, digits, spaces and the punctuation an engraving machine cuts.
 * No emoji or other pictographs: the symbols are the only pictures.
 */
const ENGRAVABLE = /^[\p{L}\p{M}\p{N} .,:;!?&+\-'’"„“()/]*$/u

const TOKEN = /\{([^{}]*)\}/g

/** The token the shop inserts at the caret when a symbol is picked. */
export function symbolToken(symbol: EngravingSymbol): string {
  return `{${symbol}}`
}

/**
 * The text split into letters and symbols, for the preview and for the engraver; null when it is
 * not well-formed (a stray brace, an unknown symbol or a character that cannot be engraved).
 */
export function parseEngravingText(text: string): EngravingSegment[] | null {
  const source = text.normalize('NFC')
  const segments: EngravingSegment[] = []
  let rest = 0
  const pushText = (part: string): boolean => {
    if (!ENGRAVABLE.test(part)) return false
    if (part) segments.push({ kind: 'text', text: part })
    return true
  }
  for (const match of source.matchAll(TOKEN)) {
    if (!pushText(source.slice(rest, match.index))) return null
    const name = match[1]
    if (!isEngravingSymbol(name)) return null
    segments.push({ kind: 'symbol', symbol: name })
    rest = match.index + match[0].length
  }
  return pushText(source.slice(rest)) ? segments : null
}

/** Engraved characters: letters by code point (so "é" or "漢" is one), a symbol as one. */
export function engravingTextLength(segments: readonly EngravingSegment[]): number {
  return segments.reduce((sum, s) => sum + (s.kind === 'symbol' ? 1 : Array.from(s.text).length), 0)
}

/**
 * The field error of a text engraving's text (types 1 and 2), a message key, or null. Leading and
 * trailing spaces are not engraved, so they neither count nor make a blank text valid.
 */
export function engravingTextError(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return formMessage.required
  const segments = parseEngravingText(trimmed)
  if (!segments) return formMessage.invalid
  return engravingTextLength(segments) > ENGRAVING_TEXT_MAX_LENGTH ? formMessage.tooLong : null
}
