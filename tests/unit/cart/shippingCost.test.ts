import { describe, expect, it } from 'vitest'
import { orderNumberOf } from '@/domain/trade/orderNumber'
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
    expect(orderWeightGrams([{ weightGrams: 5.2, quantity: 3 }, { weightGrams: 0.1, quantity: 2 }])).toBe(15.8)
    expect(orderWeightGrams([])).toBe(0)
  })
})

describe('order numbers', () => {
  it('are the placing year and the zero-padded id', () => {
    expect(orderNumberOf(42, new Date('2026-11-24T10:00:00Z'))).toBe('2026-000042')
    expect(orderNumberOf(1234567, new Date('2027-01-01T00:00:00Z'))).toBe('2027-1234567')
    expect(() => orderNumberOf(0, new Date())).toThrow(RangeError)
  })
})
