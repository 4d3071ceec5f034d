import { describe, expect, it } from 'vitest'
import { defaultAlloy } from '@/domain/trade/defaultAlloy'
import { DEFAULT_LENGTHS, defaultLength } from '@/domain/trade/defaultLength'
import { hasRingWidthWarning, RING_WIDTH_MAX, RING_WIDTH_MIN } from '@/domain/trade/ringWidthWarning'
import { initialSelection } from '@/domain/trade/initialSelection'
import { findLength, lengthOptionsFor } from '@/domain/trade/lengthOptions'
import { selectMetalColor } from '@/domain/trade/selectMetalColor'
import { priceLine } from '@/domain/trade/priceLine'
import type { LengthOption } from '@/domain/trade/productGroup'
import { powerBracelet, ringGroup, serviceGroup } from '../../../support/tradeFixtures'

const lengths = (...values: number[]): LengthOption[] => values.map((length) => ({ length, price: 0 }))

// Spec 2 §5: "Default lengths, only when lengths exist: ring 56, necklace 42.5, bracelet 17."
describe('defaultLength', () => {
  it('is 56 for a ring, 42.5 for a necklace and 17 for a bracelet when offered', () => {
    expect(DEFAULT_LENGTHS).toEqual({ ring: 56, necklace: 42.5, bracelet: 17 })
    expect(defaultLength(ringGroup(), 'WG')).toBe(56)
    expect(defaultLength(ringGroup({ productType: 'necklace', articleLengths: { WG: lengths(40, 42.5, 45) } }), 'WG')).toBe(42.5)
    expect(defaultLength(powerBracelet(), 'GW')).toBe(17)
  })

  it('is null when the group has no lengths ("only when lengths exist")', () => {
    expect(defaultLength(ringGroup({ articleLengths: {}, specialLengths: {} }), 'WG')).toBeNull()
    expect(defaultLength(ringGroup({ articleLengths: { WG: [] }, specialLengths: { WG: [] } }), 'WG')).toBeNull()
    expect(defaultLength(ringGroup(), null)).toBeNull()
  })

  it('falls back to the nearest article length when the default is not offered', () => {
    // GG offers 50, 54, 58, 62: 54 and 58 are both 2 from 56, the smaller wins.
    expect(defaultLength(ringGroup(), 'GG')).toBe(54)
    expect(defaultLength(ringGroup({ articleLengths: { WG: lengths(52, 57, 60) } }), 'WG')).toBe(57)
    expect(defaultLength(ringGroup({ productType: 'necklace', articleLengths: { WG: lengths(38, 40, 45, 50) } }), 'WG')).toBe(40)
    expect(defaultLength(powerBracelet({ articleLengths: { GW: lengths(19, 21) } }), 'GW')).toBe(19)
  })

  it('never prefers a special length (a surcharge) over an article length', () => {
    const group = ringGroup({ articleLengths: { WG: lengths(60) }, specialLengths: { WG: [{ length: 56, price: 5000 }] } })
    expect(defaultLength(group, 'WG')).toBe(60)
  })

  it('uses the special lengths when a colour has only those', () => {
    const group = ringGroup({
      articleLengths: {},
      specialLengths: {
        WG: [
          { length: 55, price: 1 },
          { length: 58, price: 1 },
        ],
      },
    })
    expect(defaultLength(group, 'WG')).toBe(55)
  })

  it('starts other product types at their first article length', () => {
    expect(defaultLength(ringGroup({ productType: 'amulet', articleLengths: { WG: lengths(3, 2) } }), 'WG')).toBe(3)
  })

  it('always gives a length the group can price', () => {
    for (const group of [ringGroup(), powerBracelet()]) {
      for (const metalColor of group.metalColors) {
        const selection = { ...initialSelection(group), metalColor, length: defaultLength(group, metalColor) }
        expect(() => priceLine(group, selection)).not.toThrow()
      }
    }
  })
})

describe('length options', () => {
  it('are per metal colour', () => {
    expect(lengthOptionsFor(ringGroup(), 'GG').article.map((o) => o.length)).toEqual([50, 54, 58, 62])
    expect(lengthOptionsFor(ringGroup(), 'GW')).toEqual({ article: [], special: [] })
  })

  it('tell article and special lengths apart', () => {
    expect(findLength(ringGroup(), 'WG', 56)?.kind).toBe('article')
    expect(findLength(ringGroup(), 'WG', 57.5)).toEqual({ kind: 'special', option: { length: 57.5, price: 7500 } })
    expect(findLength(ringGroup(), 'WG', 55)).toBeNull()
  })
})

// Spec 2 §5: "Ring width outside 47 to 67.6 shows a size warning."
describe('hasRingWidthWarning', () => {
  it.each([
    [46.9, true],
    [47, false],
    [56, false],
    [67.6, false],
    [67.7, true],
    [44, true],
    [69, true],
  ])('ring width %d → warning %s', (width, warning) => {
    expect(hasRingWidthWarning('ring', width)).toBe(warning)
  })

  it('warns only for rings with a width', () => {
    expect([RING_WIDTH_MIN, RING_WIDTH_MAX]).toEqual([47, 67.6])
    expect(hasRingWidthWarning('bracelet', 15)).toBe(false)
    expect(hasRingWidthWarning('necklace', 80)).toBe(false)
    expect(hasRingWidthWarning('ring', null)).toBe(false)
  })
})

describe('initialSelection (a card opens, and resets after an add to cart)', () => {
  it('starts with the first metal colour and alloy, the default length and a commission order', () => {
    expect(initialSelection(ringGroup())).toEqual({
      alloy: 'white_gold',
      length: 56,
      metalColor: 'WG',
      engraving: null,
      engravingText: '',
      engravingImage: null,
      specialColor: null,
      note: '',
      orderType: 'commission',
      yearlyRingId: null,
      endCustomerName: '',
      requestedDeliveryDate: null,
      orderNumber: '',
    })
  })

  it('has no metal colour, alloy or length for a service item', () => {
    expect(initialSelection(serviceGroup())).toMatchObject({ metalColor: null, alloy: null, length: null })
  })

  it('has no length for a group without lengths', () => {
    expect(initialSelection(ringGroup({ articleLengths: {}, specialLengths: {} })).length).toBeNull()
  })
})

describe('selectMetalColor', () => {
  const ring = ringGroup()

  it('keeps a length the new colour also offers', () => {
    expect(selectMetalColor(ring, { ...initialSelection(ring), length: 54 }, 'GG')).toMatchObject({ metalColor: 'GG', length: 54 })
    expect(selectMetalColor(ring, { ...initialSelection(ring), length: 57.5 }, 'GG')).toMatchObject({ metalColor: 'GG', length: 57.5 })
  })

  it("falls back to the new colour's default when it lacks the length", () => {
    expect(selectMetalColor(ring, { ...initialSelection(ring), length: 56 }, 'GG')).toMatchObject({ metalColor: 'GG', length: 54 })
    expect(selectMetalColor(ring, { ...initialSelection(ring), length: 44 }, 'GG')).toMatchObject({ length: 54 })
  })

  it('leaves the rest of the selection alone', () => {
    const selection = { ...initialSelection(ring), note: 'Bitte bis Freitag', specialColor: 3 as const }
    expect(selectMetalColor(ring, selection, 'GG')).toMatchObject({ note: 'Bitte bis Freitag', specialColor: 3 })
  })
})

// Issue 30: "The alloy defaults to Weißgold on a yellow-gold ring: default it from the metal colour."
describe('defaultAlloy', () => {
  it('is the metal colour’s own alloy when the group offers it', () => {
    expect(defaultAlloy(ringGroup(), 'GG')).toBe('yellow_gold')
    expect(defaultAlloy(ringGroup(), 'WG')).toBe('white_gold')
    expect(defaultAlloy(ringGroup({ alloys: ['white_gold', 'yellow_gold'] }), 'GG')).toBe('yellow_gold')
  })

  it('falls back to the group’s first alloy (GW, or an alloy not offered), and none for a service item', () => {
    expect(defaultAlloy(powerBracelet(), 'GW')).toBe('yellow_gold')
    expect(defaultAlloy(ringGroup({ alloys: ['white_gold'] }), 'GG')).toBe('white_gold')
    expect(defaultAlloy(ringGroup({ alloys: [] }), 'GG')).toBeNull()
    expect(defaultAlloy(serviceGroup(), null)).toBeNull()
  })

  it('opens a yellow-gold ring in yellow gold and follows a change of metal colour', () => {
    const yellowFirst = ringGroup({ metalColors: ['GG', 'WG'] })
    const opened = initialSelection(yellowFirst)
    expect(opened).toMatchObject({ metalColor: 'GG', alloy: 'yellow_gold' })
    expect(selectMetalColor(yellowFirst, opened, 'WG').alloy).toBe('white_gold')
    expect(selectMetalColor(yellowFirst, selectMetalColor(yellowFirst, opened, 'WG'), 'GG').alloy).toBe('yellow_gold')
  })
})
