import { describe, expect, it } from 'vitest'
import { pinNearest } from '@/domain/locator/pinning'
import { matchesStoreType, type StoreType } from '@/domain/locator/storeTypes'

const store = (name: string, type: StoreType, distanceToUser: number) => ({ name, type, distanceToUser })

describe('pinning (spec 3 §4)', () => {
  it('puts the nearest boutique, then the nearest lounge, on top', () => {
    const sorted = [store('a', 'jeweler', 1), store('b', 'jeweler', 2), store('c', 'lounge', 3), store('d', 'boutique', 40), store('e', 'boutique', 50)]
    expect(pinNearest(sorted).map((s) => s.name)).toEqual(['d', 'c', 'a', 'b', 'e'])
  })

  it('pins only within 2000 km', () => {
    const sorted = [store('a', 'jeweler', 5), store('b', 'lounge', 1999), store('c', 'boutique', 2000.5)]
    expect(pinNearest(sorted).map((s) => s.name)).toEqual(['b', 'a', 'c'])
  })

  it('leaves a list without boutiques or lounges as it is', () => {
    const sorted = [store('a', 'jeweler', 1), store('b', 'jeweler', 2)]
    expect(pinNearest(sorted)).toEqual(sorted)
  })

  it('takes a custom threshold', () => {
    const sorted = [store('a', 'jeweler', 1), store('b', 'boutique', 20)]
    expect(pinNearest(sorted, 10).map((s) => s.name)).toEqual(['a', 'b'])
  })
})

describe('type filter (spec 3 §4: lounge counts as jeweler)', () => {
  it('shows every store without a filter', () => {
    for (const type of ['boutique', 'lounge', 'jeweler'] as const) expect(matchesStoreType(type, [])).toBe(true)
  })

  it('counts lounges as jewellers', () => {
    expect(matchesStoreType('lounge', ['jeweler'])).toBe(true)
    expect(matchesStoreType('boutique', ['jeweler'])).toBe(false)
    expect(matchesStoreType('jeweler', ['lounge'])).toBe(false)
    expect(matchesStoreType('boutique', ['boutique'])).toBe(true)
  })
})
