/**
 * The one rule for single-line text people send: names, file names, a form's one-line fields, the
 * first line of a portal note. Such text holds no control characters (C0 with CR, LF and tab, DEL,
 * C1), no line or paragraph separators and no bidirectional controls (LRM, RLM, ALM, the embeddings
 * and overrides U+202A–U+202E, the isolates U+2066–U+2069). An outside test (issue 30) stored a
 * careers file named `cv\u202Efdp.png`, which HR's screens showed as "cvgnp.pdf", and profile names
 * with line breaks. Each entry either refuses such text (isSingleLineText) or strips it
 * (toSingleLineText); which one, per field, is in docs/decisions.md "Single-line text".
 */
const LINE_BREAKING = /[\t\n\v\f\r\u0085\u2028\u2029]+/g
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/

/** Whether a text is fit to be kept as one line as sent. */
export function isSingleLineText(value: string): boolean {
  return !UNSAFE.test(value)
}

/** The text as one line: a run of breaks and tabs becomes one space, other controls and bidi controls go. */
export function toSingleLineText(value: string): string {
  return value.replace(LINE_BREAKING, ' ').replace(INVISIBLE, '')
}

/**
 * A text of several lines (a note) whose every line follows the single-line rule: line breaks kept
 * (as \n), everything else the rule removes removed. Its first line, which lists show, is then clean.
 */
export function toMultiLineText(value: string): string {
  return value
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map(toSingleLineText)
    .join('\n')
}
