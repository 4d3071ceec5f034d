import { describe, expect, it } from 'vitest'
import { InvalidSelectionError } from '@/domain/trade/invalidSelectionError'
import { isServiceQuantity, serviceLinePrice, serviceQuantityOptions, tooLargeQuantityHint } from '@/domain/trade/serviceQuantity'
import { serviceGroup } from '../../../support/tradeFixtures'

const item = (changes = {}) => serviceGroup(changes).serviceItem

// Spec 2 §5: "Quantity options step by orderQuantity up to maxQuantity."
describe('serviceQuantityOptions', () => {
  it('steps by orderQuantity up to maxQuantity', () => {
    expect(serviceQuantityOptions(item())).toEqual([25, 50, 75, 100, 125, 150, 175, 200])
    expect(serviceQuantityOptions(item({ orderQuantity: 1, maxQuantity: 5 }))).toEqual([1, 2, 3, 4, 5])
  })

  it('stops at the last step not above the maximum', () => {
    expect(serviceQuantityOptions(item({ orderQuantity: 10, maxQuantity: 35 }))).toEqual([10, 20, 30])
  })

  it('offers nothing when the maximum is below one step', () => {
    expect(serviceQuantityOptions(item({ orderQuantity: 10, maxQuantity: 5 }))).toEqual([])
    expect(serviceQuantityOptions(item({ maxQuantity: 0 }))).toEqual([])
  })

  it('refuses item data without a positive whole step', () => {
    expect(() => serviceQuantityOptions(item({ orderQuantity: 0 }))).toThrow(RangeError)
    expect(() => serviceQuantityOptions(item({ orderQuantity: 2.5 }))).toThrow(RangeError)
    expect(() => serviceQuantityOptions(item({ maxQuantity: -1 }))).toThrow(RangeError)
  })

  it('agrees with isServiceQuantity', () => {
    const it25 = item()
    const offered = new Set(serviceQuantityOptions(it25))
    for (let q = -5; q <= 230; q++) expect(isServiceQuantity(it25, q)).toBe(offered.has(q))
    expect(isServiceQuantity(it25, 25.5)).toBe(false)
  })
})

// Spec 2 §5: "For service items, cart quantity plus selection must not exceed maxQuantity (hint
// shop.hint.too-large-quantity, with the quantity and the maximum)."
describe('tooLargeQuantityHint', () => {
  it('is null while cart quantity plus selection stays within the maximum', () => {
    expect(tooLargeQuantityHint(item(), 0, 200)).toBeNull()
    expect(tooLargeQuantityHint(item(), 150, 50)).toBeNull()
  })

  it('gives the key, the quantity the cart would hold and the maximum when it would exceed it', () => {
    expect(tooLargeQuantityHint(item(), 150, 75)).toEqual({ key: 'shop.hint.too-large-quantity', quantity: 225, max: 200 })
    expect(tooLargeQuantityHint(item(), 200, 25)).toEqual({ key: 'shop.hint.too-large-quantity', quantity: 225, max: 200 })
  })

  it('refuses quantities that are not whole numbers', () => {
    expect(() => tooLargeQuantityHint(item(), -1, 25)).toThrow(RangeError)
    expect(() => tooLargeQuantityHint(item(), 0, Number.NaN)).toThrow(RangeError)
  })
})

describe('serviceLinePrice', () => {
  it('is the unit price times the quantity, in minor units', () => {
    expect(serviceLinePrice(item(), 50)).toEqual({ unit: 350, quantity: 50, total: 17500 })
    expect(serviceLinePrice(item({ price: 480 }), 200).total).toBe(96000)
  })

  it('works for a currency with minor unit 1 (JPY, KRW)', () => {
    expect(serviceLinePrice(item({ price: 550 }), 75).total).toBe(41250)
  })

  it('refuses a quantity the dropdown never offers', () => {
    for (const q of [0, 10, 225, 26, -25]) {
      expect(() => serviceLinePrice(item(), q)).toThrow(InvalidSelectionError)
    }
  })

  it('refuses a float unit price', () => {
    expect(() => serviceLinePrice(item({ price: 3.5 }), 25)).toThrow(InvalidSelectionError)
  })
})
