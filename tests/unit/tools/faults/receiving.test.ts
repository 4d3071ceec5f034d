import { describe, expect, it } from 'vitest'
import {
  ALREADY_RECEIVED,
  LIST,
  lineQuantities,
  listProblems,
  nextStep,
  receivingLists,
  receivingState,
  shipmentPlan,
} from '../../../../tools/faults/receiving.mjs'

// Issue 33, "Proof": "The fault drill gets a kill -9 during receiving: no piece received twice, none
// lost." The drill's own parts that need no server: the order and deliveries it prepares, the lists
// it sends, what its client does with an answer, and the checks it makes of the database.

/** A repeatable Math.random (mulberry32). */
function seeded(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const serialsOf = (n: number) => Array.from({ length: n }, (_, i) => `RCV-T-${String(i + 1).padStart(4, '0')}`)

describe('the order the receiving drill prepares', () => {
  it('orders the pieces in lines of different sizes, none above the shop’s 50', () => {
    const quantities = lineQuantities(300)
    expect(quantities.reduce((a, b) => a + b, 0)).toBe(300)
    expect(Math.max(...quantities)).toBeLessThanOrEqual(50)
    expect(new Set(quantities).size).toBeGreaterThan(1)
    expect(lineQuantities(40)).toEqual([40])
  })

  it('ships every piece once, one serial number each, in several deliveries that split a line', () => {
    const lines = [
      { id: 11, quantity: 50 },
      { id: 12, quantity: 37 },
      { id: 13, quantity: 44 },
    ]
    const { shipments, pieces } = shipmentPlan(lines, (n: number) => `S-${n}`, 70)
    expect(shipments).toHaveLength(2)
    const shipped = shipments.flatMap((s: { lines: { id: number; serial_numbers: string[] }[] }) => s.lines.flatMap((l) => l.serial_numbers))
    expect(shipped).toHaveLength(131)
    expect(new Set(shipped).size).toBe(131)
    expect(pieces.map((p: { serial: string }) => p.serial)).toEqual(shipped)
    // Line 12 comes in both deliveries.
    expect(shipments.map((s: { lines: { id: number; serial_numbers: string[] }[] }) => s.lines.map((l) => [l.id, l.serial_numbers.length]))).toEqual([
      [
        [11, 50],
        [12, 20],
      ],
      [
        [12, 17],
        [13, 44],
      ],
    ])
  })
})

describe('the lists the tabs send', () => {
  const serials = serialsOf(40)
  const lists: string[][] = receivingLists(serials, { random: seeded(7) })

  it('receive every serial, in lists of four with no serial twice and no two lists alike', () => {
    expect(lists).toHaveLength(10 + 5)
    for (const list of lists) {
      expect(list).toHaveLength(LIST)
      expect(new Set(list).size).toBe(LIST)
    }
    expect(new Set(lists.flat())).toEqual(new Set(serials))
    expect(new Set(lists.map((l) => [...l].sort().join(' '))).size).toBe(lists.length)
  })

  it('repeat serials of other lists, so some are refused as already received', () => {
    const times = new Map<string, number>()
    for (const s of lists.flat()) times.set(s, (times.get(s) ?? 0) + 1)
    expect([...times.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(5)
  })
})

describe('what the client does with an answer', () => {
  const list = ['A', 'B', 'C', 'D']
  const already = (index: number) => ({ index, errors: { item_id: [ALREADY_RECEIVED] } })

  it('sends a list again when it saw no answer (cut off by the kill, or 5xx while starting) or it was refused as changed meanwhile', () => {
    expect(nextStep(list, { status: 0, body: null })).toEqual({ kind: 'cut' })
    expect(nextStep(list, { status: 502, body: null })).toEqual({ kind: 'cut' })
    expect(nextStep(list, { status: 409, body: { detail: 'An item changed in the meantime; nothing was saved. Reload and try again.' } })).toEqual({
      kind: 'again',
    })
    expect(nextStep(list, { status: 200, body: { results: [] } })).toEqual({ kind: 'done' })
  })

  it('sends it again without the pieces refused as already received, and is done when none is left', () => {
    expect(nextStep(list, { status: 400, body: { errors: [already(1), already(3)] } })).toEqual({ kind: 'rest', serials: ['A', 'C'], dropped: ['B', 'D'] })
    expect(nextStep(list, { status: 400, body: { errors: [0, 1, 2, 3].map(already) } })).toEqual({ kind: 'done', dropped: list })
  })

  it('stops at any other refusal: the drill provokes none', () => {
    const permission = { index: 0, errors: { action: ['You do not have permission to perform this action.'] } }
    expect(nextStep(list, { status: 400, body: { errors: [already(1), permission] } })).toEqual({ kind: 'refused' })
    expect(nextStep(list, { status: 400, body: { errors: [{ index: 2, errors: { item_id: ['Not found.'] } }] } })).toEqual({ kind: 'refused' })
    expect(nextStep(list, { status: 400, body: { errors: [{ index: 9, errors: { item_id: [ALREADY_RECEIVED] } }] } })).toEqual({ kind: 'refused' })
    expect(nextStep(list, { status: 403, body: { detail: 'no' } })).toEqual({ kind: 'refused' })
  })
})

describe('the checks of the database', () => {
  const store = 5
  const receiver = 9
  // Line 1 (a, b) received in full, line 2 (c) shipped and waiting.
  const consistent = () => ({
    store,
    receiver,
    orderStatus: 'shipped',
    lines: [
      { id: 1, quantity: 2, status: 'delivered' },
      { id: 2, quantity: 1, status: 'shipped' },
    ],
    pieces: [
      { serial: 'a', line: 1, received: true, itemId: 101, receivedBy: receiver },
      { serial: 'b', line: 1, received: true, itemId: 102, receivedBy: receiver },
      { serial: 'c', line: 2, received: false, itemId: 0, receivedBy: 0 },
    ],
    items: [
      { serial: 'a', id: 101, location: store, inStock: true },
      { serial: 'b', id: 102, location: store, inStock: true },
    ],
    sellIns: [
      { serial: 'a', user: receiver },
      { serial: 'b', user: receiver },
    ],
    receipts: [['b', 'a']],
  })
  const fine = { twice: [], partial: [], lines: [], order: null, received: 2, inStock: 2 }

  it('finds nothing wrong with a receiving written whole', () => {
    expect(receivingState(consistent())).toEqual(fine)
    const done = consistent()
    done.pieces[2] = { serial: 'c', line: 2, received: true, itemId: 103, receivedBy: receiver }
    done.items.push({ serial: 'c', id: 103, location: store, inStock: true })
    done.sellIns.push({ serial: 'c', user: receiver })
    done.receipts.push(['c'])
    done.lines[1]!.status = 'delivered'
    done.orderStatus = 'delivered'
    expect(receivingState(done)).toEqual({ ...fine, received: 3, inStock: 3 })
  })

  it('finds a piece received twice: a second history entry, or a second receipt', () => {
    const entry = consistent()
    entry.sellIns.push({ serial: 'a', user: receiver })
    expect(receivingState(entry).twice).toEqual(['a (1 items, 2 entries, 1 receipts)'])
    const receipt = consistent()
    receipt.receipts.push(['a'])
    expect(receivingState(receipt).twice).toEqual(['a (1 items, 1 entries, 2 receipts)'])
  })

  it('finds a piece received in part, or by someone else', () => {
    const marked = consistent()
    marked.pieces[2] = { serial: 'c', line: 2, received: true, itemId: 0, receivedBy: receiver }
    expect(receivingState(marked).partial).toEqual(['c'])
    const itemOnly = consistent()
    itemOnly.items.push({ serial: 'c', id: 103, location: store, inStock: true })
    expect(receivingState(itemOnly).partial).toEqual(['c'])
    const receiptOnly = consistent()
    receiptOnly.receipts.push(['c'])
    expect(receivingState(receiptOnly).partial).toEqual(['c'])
    const noEntry = consistent()
    noEntry.sellIns.pop()
    expect(receivingState(noEntry).partial).toEqual(['b'])
    const otherUser = consistent()
    otherUser.sellIns[0]!.user = 77
    expect(receivingState(otherUser).partial).toEqual(['a'])
    const otherStore = consistent()
    otherStore.items[1]!.location = 6
    expect(receivingState(otherStore).partial).toEqual(['b'])
    const foreign = consistent()
    foreign.receipts.push(['zz'])
    expect(receivingState(foreign).partial).toEqual(["zz (a receipt of another order's piece)"])
  })

  it('finds a line delivered before all its pieces are received, or not delivered once they are; and the order out of step', () => {
    const early = consistent()
    early.lines[1]!.status = 'delivered'
    expect(receivingState(early).lines).toEqual(['line 2: delivered with 0 of 1 received'])
    expect(receivingState(early).order).toBe('order shipped, its lines say delivered')
    const late = consistent()
    late.lines[0]!.status = 'shipped'
    expect(receivingState(late).lines).toEqual(['line 1: shipped with 2 of 2 received'])
    const order = consistent()
    order.orderStatus = 'delivered'
    expect(receivingState(order).order).toBe('order delivered, its lines say shipped')
  })

  it('counts the received pieces still in stock', () => {
    const sold = consistent()
    sold.items[0]!.inStock = false
    expect(receivingState(sold)).toMatchObject({ received: 2, inStock: 1 })
  })

  it('finds a list written in part, a refused list that wrote, and a list answered 200 but not written', () => {
    const attempts = [
      { serials: ['a', 'b'], status: 200 },
      { serials: ['c', 'd'], status: 0 },
      { serials: ['c', 'd'], status: 400 },
      { serials: ['e', 'f'], status: 409 },
      { serials: ['g', 'h'], status: 0 },
    ]
    // The cut-off send of c, d was written (its repeat refused); the one of g, h was not.
    expect(
      listProblems(attempts, [
        ['b', 'a'],
        ['d', 'c'],
      ]),
    ).toEqual({ halfWritten: [], writtenByRefused: [], notWritten: [] })
    expect(listProblems(attempts, [['a'], ['c', 'd']])).toEqual({ halfWritten: ['a'], writtenByRefused: [], notWritten: ['a b'] })
    expect(
      listProblems(attempts, [
        ['a', 'b'],
        ['e', 'f'],
      ]),
    ).toEqual({ halfWritten: [], writtenByRefused: ['e f'], notWritten: [] })
    expect(
      listProblems(attempts, [
        ['a', 'b'],
        ['c', 'd'],
        ['c', 'd'],
      ]),
    ).toEqual({ halfWritten: [], writtenByRefused: ['c d'], notWritten: [] })
  })
})
