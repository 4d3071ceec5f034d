import { describe, expect, it } from 'vitest'
import { nextOrderNumber, orderNumberOf, sequenceOf } from '@/domain/trade/orderNumber'
import { orderWeightGrams, shippingAmountFor } from '@/domain/trade/shippingCost'

describe('shipping cost by weight tiers (issue 15)', () => {
  const tiers = [
    { upToGrams: null, amount: 6900 },
    { upToGrams: 500, amount: 2900 },
    { upToGrams: 100, amount: 1800 },
  ]
  it('takes the cheapest limit that holds the weight, limits included', () => {
    expect(shippingAmountFor(tiers, 0)).toBe(1800)
    expect(shippingAmountFor(tiers, 100)).toBe(1800)
    expect(shippingAmountFor(tiers, 100.1)).toBe(2900)
    expect(shippingAmountFor(tiers, 500)).toBe(2900)
    expect(shippingAmountFor(tiers, 5000)).toBe(6900)
  })
  it('answers null when no tier carries the weight', () => {
    expect(shippingAmountFor([{ upToGrams: 100, amount: 1000 }], 100.5)).toBeNull()
    expect(shippingAmountFor([], 1)).toBeNull()
  })
  it('sums line weights in tenths of a gram, exactly', () => {
    expect(
      orderWeightGrams([
        { weightGrams: 5.2, quantity: 3 },
        { weightGrams: 0.1, quantity: 2 },
      ]),
    ).toBe(15.8)
    expect(orderWeightGrams([])).toBe(0)
  })
})

describe('order numbers', () => {
  it('are the placing year and the running number of its placements, zero-padded', () => {
    expect(orderNumberOf(2026, 42)).toBe('2026-000042')
    expect(orderNumberOf(2027, 1234567)).toBe('2027-1234567')
    expect(() => orderNumberOf(2026, 0)).toThrow(RangeError)
  })
  it('run on from the highest number of the year, and start again at 1 in a new year (issue 30)', () => {
    expect(nextOrderNumber(null, 2026)).toBe('2026-000001')
    expect(nextOrderNumber('2026-000041', 2026)).toBe('2026-000042')
    expect(nextOrderNumber('2026-999999', 2026)).toBe('2026-1000000')
    expect(nextOrderNumber('2026-000041', 2027)).toBe('2027-000001')
    expect(sequenceOf('2026-000042', 2026)).toBe(42)
    expect(sequenceOf('B-2026-17', 2026)).toBeNull()
  })
})
