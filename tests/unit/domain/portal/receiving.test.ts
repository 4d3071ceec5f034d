import { describe, expect, it } from 'vitest'
import { addSerials, flagOf, knownPieces, MAX_RECEIPTS, refusalsOf, serialsIn, type ReceiveEntry } from '@/domain/portal/receiving'
import { MAX_ACTIONS } from '@/server/portal/actionSchemas'

// Issue 33: "a colleague holding inventory:log_article_sell_in at the store records it per piece or
// for a whole delivery, typing or scanning serial numbers" (the portal's receiving list).
const rows = [
  { serial_numbers: ['AU-0001', 'AU-0002'], location: { id: 7 }, order_no: '2026-000101' },
  { serial_numbers: ['DO-0001'], location: { id: 8 }, order_no: '2026-000201' },
]
const entries = (...serials: string[]): ReceiveEntry[] => serials.map((serial) => ({ serial, refusal: null }))

describe('the receiving list', () => {
  it('reads one serial per word of what was scanned, typed or pasted', () => {
    expect(serialsIn('  AU-0001\n')).toEqual(['AU-0001'])
    expect(serialsIn('AU-0001, AU-0002;AU-0003\tAU-0004')).toEqual(['AU-0001', 'AU-0002', 'AU-0003', 'AU-0004'])
    expect(serialsIn(' ,; ')).toEqual([])
  })

  it('refuses a serial listed already, one that is no serial number, and anything past the action list’s limit', () => {
    const known = knownPieces(rows, true)
    const outcome = addSerials(entries('AU-0001'), ['AU-0001', 'au-0002', 'AU#3', 'XY-9'], known)
    expect(outcome.list.map((e) => e.serial)).toEqual(['AU-0001', 'AU-0002', 'XY-9'])
    expect(outcome).toMatchObject({ added: ['AU-0002', 'XY-9'], duplicates: ['AU-0001'], malformed: ['AU#3'], overLimit: [] })

    const full = entries(...Array.from({ length: MAX_RECEIPTS }, (_, i) => `S-${i}`))
    expect(addSerials(full, ['S-X'], known)).toMatchObject({ added: [], overLimit: ['S-X'] })
    expect(MAX_RECEIPTS).toBe(MAX_ACTIONS)
  })

  it('flags a serial of a store without the right, and an unknown one only when the client knows all pieces', () => {
    const mayReceive = (store: string) => store === '7'
    expect(flagOf('AU-0001', knownPieces(rows, true), mayReceive)).toBeNull()
    expect(flagOf('DO-0001', knownPieces(rows, false), mayReceive)).toBe('not-permitted')
    expect(flagOf('ZZ-0001', knownPieces(rows, true), mayReceive)).toBe('unknown')
    expect(flagOf('ZZ-0001', knownPieces(rows, false), mayReceive)).toBeNull()
  })

  it('names the refused serials of a 400 by the index sent, in the client’s words where it has them', () => {
    const sent = ['AU-0001', 'AU-0002', 'AU-0003', 'AU-0004']
    const body = {
      errors: [
        { index: 0, errors: { item_id: ['Not found.'] } },
        { index: 1, errors: { item_id: ['This piece has already been received.'] } },
        { index: 2, errors: { action: ['You do not have permission to perform this action.'] } },
        { index: 3, errors: { item_id: ['Something new.'] } },
        { index: 9, errors: { item_id: ['Not found.'] } },
      ],
    }
    expect(refusalsOf(body, sent)).toEqual([
      { serial: 'AU-0001', reason: 'not-found', text: 'Not found.' },
      { serial: 'AU-0002', reason: 'received', text: 'This piece has already been received.' },
      { serial: 'AU-0003', reason: 'not-permitted', text: 'You do not have permission to perform this action.' },
      { serial: 'AU-0004', reason: null, text: 'Something new.' },
    ])
    expect(refusalsOf({ detail: 'An item changed in the meantime' }, sent)).toEqual([])
    expect(refusalsOf(null, sent)).toEqual([])
  })
})
