import { describe, expect, it } from 'vitest'
import { isSingleLineText, toMultiLineText, toSingleLineText } from '@/domain/singleLineText'

// Issue 30: "a careers file named `cv\u202Efdp.png` reaches HR as is and shows as "cvgnp.pdf";
// `PATCH /users/me/` keeps CR/LF in names. Single-line text (names, file names, notes' first line)
// refuses or strips bidi controls and control characters."
describe('single-line text', () => {
  const unsafe = [
    'cv\u202Efdp.png',
    'Anna\r\nBcc: x',
    'Tab\tbed',
    'Nul\u0000',
    'Del\u007f',
    'C1\u0085',
    'Lrm\u200e',
    'Rlm\u200f',
    'Alm\u061c',
    'Lre\u202a',
    'Pdf\u202c',
    'Lri\u2066',
    'Pdi\u2069',
    'Ls\u2028',
    'Ps\u2029',
  ]

  it('refuses every control, line-separating and bidi character, and takes letters of any script', () => {
    for (const text of unsafe) expect(isSingleLineText(text), JSON.stringify(text)).toBe(false)
    for (const text of ['Clara Weiß', 'محمد', 'שלום', '山田 太郎', 'Zoë-Anne O’Neil', '👩🏽‍💼', 'a\u200db']) expect(isSingleLineText(text), text).toBe(true)
  })

  it('strips them: breaks and tabs become one space, the rest vanish; the result passes the rule', () => {
    expect(toSingleLineText('cv\u202Efdp.png')).toBe('cvfdp.png')
    expect(toSingleLineText('Anna\r\nBcc: x')).toBe('Anna Bcc: x')
    expect(toSingleLineText('Ma\u202Ex\u0007')).toBe('Max')
    for (const text of unsafe) expect(isSingleLineText(toSingleLineText(text)), JSON.stringify(text)).toBe(true)
  })

  it('a note keeps its lines, each cleaned, its first line included', () => {
    expect(toMultiLineText('Kundin \u202Eabc\r\nzweite Zeile\u0007\rdritte')).toBe('Kundin abc\nzweite Zeile\ndritte')
    expect(toMultiLineText('Kundin \u202Eabc\r\nx').split('\n').every(isSingleLineText)).toBe(true)
  })
})

// The portal's note (spec 3 §5 "set_client_note"): lists show its first line; every line is cleaned.
describe('a portal note', () => {
  it('keeps its line breaks and loses bidi and control characters', async () => {
    const { itemActionsBody } = await import('@/server/portal/actionSchemas')
    const [entry] = itemActionsBody.parse([
      { item_id: 'SN-1', action: 'set_client_note', parameters: { note: 'Für Frau \u202EreiM\u202C\r\nAbholung Freitag\u0007' } },
    ])
    expect(entry.parameters).toEqual({ note: 'Für Frau reiM\nAbholung Freitag' })
  })
})
