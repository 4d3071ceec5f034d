import { isSerialNumber } from '@/domain/orders/serialNumber'

/**
 * Receiving shipped pieces in the portal (issue 33, "Into the jeweller's stock"): the list of serial
 * numbers a colleague scans or types before recording them in one action list of `log_sell_in`.
 * The server judges every serial; these rules only keep the list clean and say early what the
 * client already knows.
 */

/** The action list's length limit (src/server/portal/actionSchemas.ts MAX_ACTIONS): one list is all or nothing. */
export const MAX_RECEIPTS = 100

/**
 * What the input gives: a scanner types one serial and Enter; a pasted delivery note may hold several,
 * separated by spaces, commas, semicolons or lines (a serial number has none of them).
 */
export function serialsIn(input: string): string[] {
  return input.split(/[\s,;]+/).filter(Boolean)
}

/** A shipped piece as the open orders show it: its serial, the row's store and order number. */
export type ShippedPiece = { serial: string; store: string; orderNo: string }

/**
 * What the client knows of the shipped pieces: those of the loaded open-order rows, and whether these
 * are all of them (the last page loaded, no search or filter narrowing the rows). Only then can a serial
 * missing from them be called unknown; otherwise it is left to the server.
 */
export type KnownPieces = { pieces: ReadonlyMap<string, ShippedPiece>; complete: boolean }

/** The shipped pieces of open-order rows: each row's serial numbers on their way. */
export function knownPieces(
  rows: readonly { serial_numbers: readonly string[]; location: { id: number | string }; order_no: string }[],
  complete: boolean,
): KnownPieces {
  const pieces = new Map<string, ShippedPiece>()
  for (const row of rows) for (const serial of row.serial_numbers) pieces.set(serial, { serial, store: String(row.location.id), orderNo: row.order_no })
  return { pieces, complete }
}

/**
 * What the client can say about a listed serial before sending: `unknown`, not among the shipped
 * pieces of the shown stores (only when the client knows them all); `not-permitted`, shipped to a store
 * where the user may not receive. Neither stops it being sent: the server has the last word.
 */
export type ReceiveFlag = 'unknown' | 'not-permitted'

export function flagOf(serial: string, known: KnownPieces, mayReceive: (store: string) => boolean): ReceiveFlag | null {
  const piece = known.pieces.get(serial)
  if (piece) return mayReceive(piece.store) ? null : 'not-permitted'
  return known.complete ? 'unknown' : null
}

/** A listed serial, and the server's refusal of it when the last recording was refused. */
export type ReceiveEntry = { serial: string; refusal: SerialRefusal | null }

export type AddOutcome = { list: ReceiveEntry[]; added: string[]; duplicates: string[]; malformed: string[]; overLimit: string[] }

/**
 * Adds typed or scanned serials to the list: a serial already listed is refused (named in `duplicates`),
 * one that cannot be a serial number at all (src/domain/orders/serialNumber.ts) too, and so is anything
 * past the action list's limit. A serial the open orders know in another letter case takes their
 * spelling (a scanner with caps lock on), the server comparing serials exactly.
 */
export function addSerials(list: readonly ReceiveEntry[], serials: readonly string[], known: KnownPieces): AddOutcome {
  const byLower = new Map([...known.pieces.keys()].map((s) => [s.toLowerCase(), s]))
  const next = [...list]
  const outcome: Omit<AddOutcome, 'list'> = { added: [], duplicates: [], malformed: [], overLimit: [] }
  for (const typed of serials) {
    const serial = known.pieces.has(typed) ? typed : (byLower.get(typed.toLowerCase()) ?? typed)
    if (!isSerialNumber(serial)) outcome.malformed.push(typed)
    else if (next.some((e) => e.serial === serial)) outcome.duplicates.push(serial)
    else if (next.length >= MAX_RECEIPTS) outcome.overLimit.push(serial)
    else {
      next.push({ serial, refusal: null })
      outcome.added.push(serial)
    }
  }
  return { list: next, ...outcome }
}

/** The refusals of a log_sell_in the client words itself (the server's DRF texts, src/server/portal/sellIn.ts). */
export const refusalReasons = ['not-found', 'received', 'not-permitted', 'repeated'] as const
export type RefusalReason = (typeof refusalReasons)[number]

const serverTexts: Record<string, RefusalReason> = {
  'Not found.': 'not-found',
  'This piece has already been received.': 'received',
  'You do not have permission to perform this action.': 'not-permitted',
  'Each item may change once per list.': 'repeated',
}

/** One refused serial: a reason the client words, or the server's own text when it has no words for it. */
export type SerialRefusal = { serial: string; reason: RefusalReason | null; text: string }

/**
 * The serials a 400 of the action list refuses, named by the index of the list sent
 * (`{errors: [{index, errors: {field: [messages]}}]}`); an answer without such errors names none.
 */
export function refusalsOf(body: unknown, sent: readonly string[]): SerialRefusal[] {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined
  if (!Array.isArray(errors)) return []
  return errors.flatMap((e) => {
    const { index, errors: fields } = (e ?? {}) as { index?: unknown; errors?: unknown }
    const serial = typeof index === 'number' ? sent[index] : undefined
    if (serial === undefined || !fields || typeof fields !== 'object') return []
    const texts = Object.values(fields).flatMap((v) => (Array.isArray(v) ? v.filter((m): m is string => typeof m === 'string') : []))
    const text = texts[0] ?? ''
    return [{ serial, reason: serverTexts[text] ?? null, text }]
  })
}
