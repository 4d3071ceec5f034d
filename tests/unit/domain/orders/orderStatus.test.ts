import { describe, expect, it } from 'vitest'
import { isOpenLine, lineAfter, lineStatusOf, orderStatusOf, type LineStatus } from '@/domain/orders/orderStatus'

describe('a line moves', () => {
  it('placed → confirmed → in_production → shipped → delivered', () => {
    expect(lineAfter('placed', 'confirm')).toBe('confirmed')
    expect(lineAfter('confirmed', 'production')).toBe('in_production')
    expect(lineAfter('in_production', 'ship', { quantity: 1, shippedPieces: 1 })).toBe('shipped')
    expect(lineAfter('shipped', 'deliver', { quantity: 1, receivedPieces: 1 })).toBe('delivered')
  })

  it('confirming again changes only the date; a shipped line takes no new date', () => {
    expect(lineAfter('confirmed', 'confirm')).toBe('confirmed')
    expect(lineAfter('in_production', 'confirm')).toBe('in_production')
    expect(lineAfter('shipped', 'confirm')).toBeNull()
    expect(lineAfter('cancelled', 'confirm')).toBeNull()
  })

  it('goes into production only once confirmed', () => {
    expect(lineAfter('placed', 'production')).toBeNull()
    expect(lineAfter('in_production', 'production')).toBeNull()
    expect(lineAfter('cancelled', 'production')).toBeNull()
  })

  it('ships piece by piece: shipped once every piece is, never more pieces than ordered', () => {
    expect(lineAfter('in_production', 'ship', { quantity: 3, shippedPieces: 2 })).toBe('in_production')
    expect(lineAfter('confirmed', 'ship', { quantity: 3, shippedPieces: 3 })).toBe('shipped')
    expect(lineAfter('in_production', 'ship', { quantity: 1, shippedPieces: 2 })).toBeNull()
    expect(lineAfter('in_production', 'ship', { quantity: 1, shippedPieces: 0 })).toBeNull()
    expect(lineAfter('placed', 'ship', { quantity: 1, shippedPieces: 1 })).toBeNull()
    expect(lineAfter('cancelled', 'ship', { quantity: 1, shippedPieces: 1 })).toBeNull()
    expect(lineAfter('shipped', 'ship', { quantity: 1, shippedPieces: 1 })).toBeNull()
  })

  it('is delivered once every piece is received', () => {
    expect(lineAfter('shipped', 'deliver', { quantity: 2, receivedPieces: 1 })).toBe('shipped')
    expect(lineAfter('shipped', 'deliver', { quantity: 2, receivedPieces: 2 })).toBe('delivered')
    expect(lineAfter('shipped', 'deliver', { quantity: 2, receivedPieces: 3 })).toBeNull()
    expect(lineAfter('in_production', 'deliver', { quantity: 1, receivedPieces: 1 })).toBeNull()
  })

  it('is cancelled by the house until a piece has left, by the jeweller only before it is confirmed', () => {
    for (const from of ['placed', 'confirmed', 'in_production'] as const) expect(lineAfter(from, 'cancel')).toBe('cancelled')
    expect(lineAfter('in_production', 'cancel', { quantity: 2, shippedPieces: 1 })).toBeNull()
    expect(lineAfter('shipped', 'cancel')).toBeNull()
    expect(lineAfter('delivered', 'cancel')).toBeNull()
    expect(lineAfter('cancelled', 'cancel')).toBeNull()
    expect(lineAfter('placed', 'cancel', { by: 'jeweller' })).toBe('cancelled')
    expect(lineAfter('confirmed', 'cancel', { by: 'jeweller' })).toBeNull()
  })
})

describe("an order's status", () => {
  it('is its least advanced live line', () => {
    expect(orderStatusOf(['confirmed', 'placed'])).toBe('placed')
    expect(orderStatusOf(['shipped', 'in_production', 'delivered'])).toBe('in_production')
    expect(orderStatusOf(['shipped', 'delivered'])).toBe('shipped')
    expect(orderStatusOf(['delivered', 'delivered'])).toBe('delivered')
  })

  it('leaves cancelled lines out, and is cancelled when all are', () => {
    expect(orderStatusOf(['cancelled', 'shipped'])).toBe('shipped')
    expect(orderStatusOf(['cancelled', 'cancelled'])).toBe('cancelled')
    expect(orderStatusOf([])).toBe('cancelled')
  })

  it('reads a line without a status (placed before the order desk) as placed', () => {
    expect(lineStatusOf(null)).toBe('placed')
    expect(lineStatusOf('shipped')).toBe('shipped')
    expect(lineStatusOf('nonsense')).toBe('placed')
  })

  it('keeps a line open until it is received in full or cancelled', () => {
    const open: LineStatus[] = ['placed', 'confirmed', 'in_production', 'shipped']
    for (const s of open) expect(isOpenLine(s)).toBe(true)
    expect(isOpenLine('delivered')).toBe(false)
    expect(isOpenLine('cancelled')).toBe(false)
  })
})
