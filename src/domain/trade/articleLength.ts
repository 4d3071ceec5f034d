import { InvalidArticleNumberError } from '@/domain/trade/invalidArticleNumberError'

/**
 * The length part of an article number (spec 2 §5: "A 4-digit length is padded with zeros and the
 * decimal point is dropped"). Lengths carry exactly one decimal place: the part is the length in
 * tenths, zero-padded to four digits, so 56 → 0560, 42.5 → 0425, 17 → 0170, 67.6 → 0676 and back.
 * Fixing the scale (rather than only dropping the point, which would make 56 and 5.6 both "56")
 * keeps the encoding lossless both ways; it allows lengths from 0.1 to 999.9.
 */
export const NO_LENGTH_PART = '00'

const TENTHS = /^\d{4}$/

/** Whether a number can be written as a length part: above 0, below 1000, at most one decimal. */
export function isArticleLength(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return false
  const tenths = Math.round(value * 10)
  // tenths / 10 is the float a decimal with one place parses to, so this rejects 56.05 exactly.
  return tenths / 10 === value && tenths <= 9999
}

/** 42.5 → "0425". Throws InvalidArticleNumberError for a length the part cannot hold. */
export function encodeArticleLength(length: number, reason: 'length' | 'special-length' = 'length'): string {
  if (!isArticleLength(length)) throw new InvalidArticleNumberError(reason, length)
  return String(Math.round(length * 10)).padStart(4, '0')
}

/** "0425" → 42.5. "0000" is refused: a missing length is written "00", one spelling only. */
export function decodeArticleLength(part: string, reason: 'length' | 'special-length' = 'length'): number {
  if (!TENTHS.test(part) || part === '0000') throw new InvalidArticleNumberError(reason, part)
  return Number(part) / 10
}
