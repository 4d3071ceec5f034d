import { describe, expect, it } from 'vitest'
import { formatPrice } from '@/domain/trade/formatPrice'
import { InvalidSelectionError, type InvalidSelectionReason } from '@/domain/trade/invalidSelectionError'
import { priceLine } from '@/domain/trade/priceLine'
import type { JewelryGroup } from '@/domain/trade/productGroup'
import { resolveSelection } from '@/domain/trade/resolveSelection'
import type { Selection } from '@/domain/trade/selection'
import { powerBracelet, ringGroup, select, serviceGroup } from '../../../support/tradeFixtures'

function reasonOf(group: JewelryGroup, selection: Selection): InvalidSelectionReason | 'no error' {
  try {
    priceLine(group, selection)
    return 'no error'
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidSelectionError)
    return (error as InvalidSelectionError).reason
  }
}

// Issue 14: "The server computes every price (base by metal colour and alloy, special colour, special length, engraving)".
describe('priceLine', () => {
  const ring = ringGroup()

  it("is the metal colour's base price for a plain selection", () => {
    expect(priceLine(ring, select(ring))).toEqual({ base: 249000, specialColor: 0, length: 0, engraving: 0, total: 249000 })
    expect(priceLine(ring, select(ring, { metalColor: 'GG', length: 54 })).total).toBe(239000)
  })

  it('adds the special colour, the special length and the engraving type', () => {
    const line = priceLine(ring, select(ring, { specialColor: 3, length: 57.5, engraving: 2, engravingText: 'Anna' }))
    expect(line).toEqual({ base: 249000, specialColor: 18000, length: 7500, engraving: 5500, total: 280000 })
  })

  it('prices the length by metal colour (special lengths are per metal colour)', () => {
    expect(priceLine(ring, select(ring, { metalColor: 'GG', length: 57.5 })).length).toBe(7000)
    expect(priceLine(ring, select(ring, { metalColor: 'WG', length: 57.5 })).length).toBe(7500)
  })

  it('prices every engraving type by its own price', () => {
    expect([1, 2, 3].map((engraving) => priceLine(ring, select(ring, { engraving: engraving as 1 | 2 | 3 })).engraving)).toEqual([4500, 5500, 12000])
  })

  it('does not price the alloy (the spec prices by metal colour only) but checks it', () => {
    expect(priceLine(ring, select(ring, { alloy: 'yellow_gold' })).total).toBe(priceLine(ring, select(ring, { alloy: 'white_gold' })).total)
    expect(priceLine(ring, select(ring, { alloy: null })).total).toBe(249000)
    expect(reasonOf(ringGroup({ alloys: ['white_gold'] }), select(ring, { alloy: 'yellow_gold' }))).toBe('alloy')
  })

  it('ignores whatever prices the browser would send: only the group decides', () => {
    const tampered = { ...select(ring), price: 1, total: 1 } as Selection
    expect(priceLine(ring, tampered).total).toBe(249000)
  })

  it('an article length equal to a special one is the article length (no surcharge)', () => {
    const group = ringGroup({ specialLengths: { WG: [{ length: 56, price: 9999 }] } })
    expect(priceLine(group, select(group, { length: 56 })).length).toBe(0)
  })

  it('a group without lengths takes none', () => {
    const group = ringGroup({ productType: 'earrings', articleLengths: {}, specialLengths: {} })
    expect(priceLine(group, select(group, { length: null })).total).toBe(249000)
    expect(reasonOf(group, select(group, { length: 56 }))).toBe('length')
  })

  describe('in each minor unit (issue 14: "price computation per currency (minor units 100 and 1)")', () => {
    // The API resolves each price list before calling; the same group in CHF and in JPY.
    const chf = ringGroup({
      basePrices: { WG: 259000, GG: 249000 },
      specialColorPrices: { 3: 19000 },
      engravingPrices: { 2: 5900 },
      specialLengths: { WG: [{ length: 57.5, price: 8000 }] },
    })
    const jpy = ringGroup({
      basePrices: { WG: 398000, GG: 385000 },
      specialColorPrices: { 3: 29000 },
      engravingPrices: { 2: 9000 },
      specialLengths: { WG: [{ length: 57.5, price: 12500 }] },
    })
    const krw = ringGroup({
      basePrices: { WG: 3650000, GG: 3500000 },
      specialColorPrices: { 3: 260000 },
      engravingPrices: { 2: 80000 },
      specialLengths: { WG: [{ length: 57.5, price: 110000 }] },
    })
    const choice = { specialColor: 3, length: 57.5, engraving: 2, engravingText: 'A' } as const

    it('CHF (minor unit 100): rappen add up exactly and show as whole francs', () => {
      const line = priceLine(chf, select(chf, choice))
      expect(line.total).toBe(259000 + 19000 + 8000 + 5900)
      expect(formatPrice(line.total, 'CHF').replace(/\u00a0/g, ' ')).toBe('2.919 CHF')
    })

    it('EUR (minor unit 100): cents, rounded half up for display', () => {
      const group = ringGroup({ basePrices: { WG: 249050 } })
      expect(formatPrice(priceLine(group, select(group)).total, 'EUR').replace(/\u00a0/g, ' ')).toBe('2.491 €')
    })

    it('JPY (minor unit 1): yen are the amounts', () => {
      const line = priceLine(jpy, select(jpy, choice))
      expect(line.total).toBe(398000 + 29000 + 12500 + 9000)
      expect(formatPrice(line.total, 'JPY').replace(/\u00a0/g, ' ')).toBe('448.500 ¥')
    })

    it('KRW (minor unit 1): won are the amounts', () => {
      const line = priceLine(krw, select(krw, choice))
      expect(line.total).toBe(4100000)
      expect(formatPrice(line.total, 'KRW').replace(/\u00a0/g, ' ')).toBe('4.100.000 ₩')
    })
  })

  describe('rejects a selection the group does not allow (typed InvalidSelectionError)', () => {
    it.each<[string, Partial<Selection>, InvalidSelectionReason, Partial<JewelryGroup>?]>([
      ['a metal colour the group lacks', { metalColor: 'GW' }, 'metal-color'],
      ['no metal colour', { metalColor: null }, 'metal-color'],
      ['an unknown metal colour', { metalColor: 'XX' as never }, 'metal-color'],
      ['an alloy the group lacks', { alloy: 'rose_gold' as never }, 'alloy'],
      ['no length where lengths exist', { length: null }, 'length-required'],
      ['a length not among its lengths', { length: 55 }, 'length'],
      ['a length of another metal colour', { metalColor: 'GG', length: 48 }, 'length'],
      ['a special colour when not allowed', { specialColor: 3 }, 'special-color-not-allowed', { allowSpecialColor: false }],
      ['a special colour without a price', { specialColor: 2 }, 'special-color'],
      ['a special colour outside 1–9', { specialColor: 12 as never }, 'special-color'],
      ['engraving when not allowed', { engraving: 1 }, 'engraving-not-allowed', { allowEngraving: false }],
      ['an engraving type outside 1–3', { engraving: 4 as never }, 'engraving-type'],
      ['an engraving type without a price', { engraving: 3 }, 'engraving-type', { engravingPrices: { 1: 100 } }],
      ['an unknown order type', { orderType: 'gift' as never }, 'order-type'],
      ['a metal colour without a base price', { metalColor: 'GG', length: 54 }, 'missing-price', { basePrices: { WG: 1 } }],
      ['a float price in the data', {}, 'missing-price', { basePrices: { WG: 2490.5 } }],
    ])('%s', (_, change, reason, groupChange) => {
      const group = ringGroup(groupChange)
      expect(reasonOf(group, select(group, change))).toBe(reason)
    })

    it('a service item is not priced as jewellery', () => {
      const service = serviceGroup()
      expect(() => resolveSelection(service as never, select(service))).toThrow(InvalidSelectionError)
    })
  })

  describe('power bracelet ordered as stock', () => {
    const bracelet = powerBracelet()

    it('prices the forced default engraving like any engraving of its type', () => {
      const line = priceLine(bracelet, select(bracelet, { orderType: 'nocommission', engraving: 1, engravingText: 'Liebe' }))
      expect(line).toEqual({ base: 189000, specialColor: 0, length: 0, engraving: 0, total: 189000 })
    })

    it('refuses any other engraving on a nocommission power bracelet', () => {
      expect(reasonOf(bracelet, select(bracelet, { orderType: 'nocommission', engraving: 1, engravingText: 'Anna' }))).toBe('forced-engraving')
      expect(reasonOf(bracelet, select(bracelet, { orderType: 'nocommission', engraving: 2, engravingText: 'Liebe' }))).toBe('forced-engraving')
      expect(reasonOf(bracelet, select(bracelet, { orderType: 'nocommission', engraving: null }))).toBe('forced-engraving')
    })

    it('lets a commission power bracelet carry any engraving', () => {
      expect(priceLine(bracelet, select(bracelet, { engraving: 2, engravingText: 'Anna' })).engraving).toBe(3000)
    })
  })
})
